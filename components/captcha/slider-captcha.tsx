'use client';

import { ArrowRightOutlined, CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  CAPTCHA_BAR_HEIGHT,
  CAPTCHA_BLOCK_SIZE,
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_SLIDE_FAIL_REFRESH_MS,
  blockPuzzlePlaintext,
  scaleDrag,
} from '@/lib/captcha';
import styles from './captcha.module.css';
import { CaptchaPanel } from './captcha-panel';
import { useCaptcha } from './use-captcha';

export interface SliderCaptchaProps {
  /** Called 1 s after a pass with the value the business call sends as captchaVerification. */
  onSuccess: (captchaVerification: string) => void;
}

interface Drag {
  token: string;
  offset: number;
  /** The largest offset for the current display width. */
  max: number;
  startedAt: number;
}

const KEY_STEP = 1;
const KEY_STEP_LARGE = 10;

/** 滑动拼图验证码 (AJ-Captcha blockPuzzle): drag, or focus the handle and use the arrow keys. */
export function SliderCaptcha({ onSuccess }: SliderCaptchaProps) {
  const { state, refresh, submit } = useCaptcha(
    'blockPuzzle',
    onSuccess,
    CAPTCHA_SLIDE_FAIL_REFRESH_MS,
  );
  const panelRef = useRef<HTMLDivElement>(null);
  const pointer = useRef<{ startX: number; startOffset: number } | null>(null);
  const hintId = useId();
  const image = state.image;
  const token = image?.token ?? '';
  const [drag, setDrag] = useState<Drag>({
    token: '',
    offset: 0,
    max: CAPTCHA_IMAGE_WIDTH - CAPTCHA_BLOCK_SIZE,
    startedAt: 0,
  });
  // A new challenge puts the handle back at the start.
  const current = drag.token === token ? drag : { ...drag, token, offset: 0, startedAt: 0 };
  const active = state.status === 'ready' && image !== null;

  const displayWidth = () => panelRef.current?.getBoundingClientRect().width || CAPTCHA_IMAGE_WIDTH;

  function moveTo(offset: number): Drag {
    const max = displayWidth() - CAPTCHA_BLOCK_SIZE;
    const next: Drag = {
      token,
      offset: Math.min(Math.max(offset, 0), max),
      max,
      startedAt: current.startedAt || Date.now(),
    };
    setDrag(next);
    return next;
  }

  function finish(at: Drag) {
    if (!active || at.offset <= 0) return;
    const plaintext = blockPuzzlePlaintext(scaleDrag(at.offset, displayWidth()));
    void submit(image, plaintext, Date.now() - at.startedAt);
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (!active) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointer.current = { startX: e.clientX, startOffset: current.offset };
    moveTo(current.offset);
  }

  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const p = pointer.current;
    if (p && active) moveTo(p.startOffset + e.clientX - p.startX);
  }

  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    const p = pointer.current;
    if (!p) return;
    pointer.current = null;
    finish(moveTo(p.startOffset + e.clientX - p.startX));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (!active) return;
    const step = e.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, number> = {
      ArrowRight: current.offset + step,
      ArrowUp: current.offset + step,
      ArrowLeft: current.offset - step,
      ArrowDown: current.offset - step,
      PageUp: current.offset + KEY_STEP_LARGE,
      PageDown: current.offset - KEY_STEP_LARGE,
      Home: 0,
      End: current.max,
    };
    if (e.key in moves) {
      e.preventDefault();
      moveTo(moves[e.key]!);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      finish(current);
    }
  }

  const status = state.status;
  const handleClass = [
    styles.handle,
    status === 'success' ? styles.success : '',
    status === 'failure' ? styles.failure : '',
  ].join(' ');

  return (
    <div className={styles.captcha}>
      <CaptchaPanel
        ref={panelRef}
        state={state}
        onRefresh={refresh}
        imageAlt="拼图验证码背景"
        tip={status === 'success' || status === 'failure' ? state.message : ''}
      >
        {image?.jigsawImageBase64 ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL from the captcha server
          <img
            className={styles.piece}
            src={`data:image/png;base64,${image.jigsawImageBase64}`}
            alt=""
            aria-hidden="true"
            draggable={false}
            style={{ left: current.offset }}
          />
        ) : null}
      </CaptchaPanel>
      <div
        className={styles.bar}
        style={{ height: CAPTCHA_BAR_HEIGHT, lineHeight: `${CAPTCHA_BAR_HEIGHT - 2}px` }}
      >
        <div className={styles.track} style={{ width: current.offset + CAPTCHA_BLOCK_SIZE / 2 }} />
        {current.offset === 0 ? <span className={styles.barText}>向右滑动完成验证</span> : null}
        <div
          role="slider"
          tabIndex={active ? 0 : -1}
          aria-label="拖动滑块完成拼图验证"
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={Math.round(current.max)}
          aria-valuenow={Math.round(current.offset)}
          aria-disabled={!active}
          className={handleClass}
          style={{ left: current.offset, width: CAPTCHA_BLOCK_SIZE, height: CAPTCHA_BLOCK_SIZE }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            pointer.current = null;
          }}
          onKeyDown={onKeyDown}
        >
          {status === 'success' ? (
            <CheckOutlined />
          ) : status === 'failure' ? (
            <CloseOutlined />
          ) : (
            <ArrowRightOutlined />
          )}
        </div>
      </div>
      <p id={hintId} className="visually-hidden">
        按住滑块向右拖动，使拼图与缺口对齐；也可用左右方向键移动滑块（Shift 加速），按回车键确认
      </p>
    </div>
  );
}
