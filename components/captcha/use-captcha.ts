'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/api';
import type { CaptchaImage, CaptchaType } from '@/api/types';
import {
  CAPTCHA_FAILURE_TEXT,
  CAPTCHA_REP_SUCCESS,
  CAPTCHA_SUCCESS_CLOSE_MS,
  captchaVerificationOf,
  encryptAnswer,
  successText,
} from '@/lib/captcha';
import { captchaClientUid } from './client-uid';

export type CaptchaStatus = 'loading' | 'ready' | 'checking' | 'success' | 'failure' | 'error';

export interface CaptchaState {
  status: CaptchaStatus;
  image: CaptchaImage | null;
  /** When the image arrived (ms epoch). */
  readyAt: number;
  /** The success or failure text, or why the image could not be loaded. */
  message: string;
}

export const CAPTCHA_LOAD_ERROR = '验证码加载失败，请点击刷新重试';

const LOADING: CaptchaState = { status: 'loading', image: null, readyAt: 0, message: '' };

/**
 * One challenge at a time for a widget: fetch, check the answer, then either hand the
 * captchaVerification to `onSuccess` after the success text showed for 1 s, or show
 * 验证失败 and fetch a new challenge after `failRefreshMs`.
 */
export function useCaptcha(
  captchaType: CaptchaType,
  onSuccess: (captchaVerification: string) => void,
  failRefreshMs: number,
) {
  const [state, setState] = useState<CaptchaState>(LOADING);
  // A newer fetch or an unmount makes every answer still in flight stale.
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });

  const fetchChallenge = useCallback(async () => {
    const id = ++generation.current;
    clearTimeout(timer.current);
    let next: CaptchaState;
    try {
      const res = await api.captchaGet(
        { captchaType, clientUid: captchaClientUid(captchaType), ts: Date.now() },
        { skipErrorHandler: true },
      );
      next =
        res.repCode === CAPTCHA_REP_SUCCESS && res.repData
          ? { status: 'ready', image: res.repData, readyAt: Date.now(), message: '' }
          : { ...LOADING, status: 'error', message: res.repMsg || CAPTCHA_LOAD_ERROR };
    } catch {
      next = { ...LOADING, status: 'error', message: CAPTCHA_LOAD_ERROR };
    }
    if (id === generation.current) setState(next);
  }, [captchaType]);

  const refresh = useCallback(() => {
    setState(LOADING);
    void fetchChallenge();
  }, [fetchChallenge]);

  useEffect(() => {
    const gen = generation;
    const pending = timer;
    void fetchChallenge();
    return () => {
      gen.current++;
      clearTimeout(pending.current);
    };
  }, [fetchChallenge]);

  /** Sends the answer's plaintext JSON (encrypted with the challenge's key). */
  const submit = useCallback(
    async (image: CaptchaImage, plaintext: string, elapsedMs: number) => {
      const id = generation.current;
      setState((s) => ({ ...s, status: 'checking' }));
      let passed: boolean;
      try {
        const res = await api.captchaCheck(
          {
            captchaType,
            token: image.token,
            pointJson: encryptAnswer(plaintext, image.secretKey),
            clientUid: captchaClientUid(captchaType),
            ts: Date.now(),
          },
          { skipErrorHandler: true },
        );
        passed = res.repCode === CAPTCHA_REP_SUCCESS;
      } catch {
        passed = false;
      }
      if (id !== generation.current) return;
      if (passed) {
        setState((s) => ({ ...s, status: 'success', message: successText(elapsedMs) }));
        const verification = captchaVerificationOf(image.token, plaintext, image.secretKey);
        timer.current = setTimeout(
          () => onSuccessRef.current(verification),
          CAPTCHA_SUCCESS_CLOSE_MS,
        );
      } else {
        setState((s) => ({ ...s, status: 'failure', message: CAPTCHA_FAILURE_TEXT }));
        timer.current = setTimeout(refresh, failRefreshMs);
      }
    },
    [captchaType, failRefreshMs, refresh],
  );

  return { state, refresh, submit };
}
