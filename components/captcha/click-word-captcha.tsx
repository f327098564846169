'use client';

import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  CAPTCHA_BAR_HEIGHT,
  CAPTCHA_CLICK_COUNT,
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_POINT_FAIL_REFRESH_MS,
  clickWordPlaintext,
  scaleClick,
  type CaptchaPoint,
} from '@/lib/captcha';
import styles from './captcha.module.css';
import { CaptchaPanel } from './captcha-panel';
import { useCaptcha } from './use-captcha';

export interface ClickWordCaptchaProps {
  /** Called 1 s after a pass with the value the business call sends as captchaVerification. */
  onSuccess: (captchaVerification: string) => void;
}

const CURSOR_STEP = 5;
const CURSOR_STEP_LARGE = 20;
const CENTER: CaptchaPoint = { x: CAPTCHA_IMAGE_WIDTH / 2, y: CAPTCHA_IMAGE_HEIGHT / 2 };

const percent = (p: CaptchaPoint) => ({
  left: `${(p.x / CAPTCHA_IMAGE_WIDTH) * 100}%`,
  top: `${(p.y / CAPTCHA_IMAGE_HEIGHT) * 100}%`,
});

/**
 * 文字点选验证码 (AJ-Captcha clickWord): click the 3 characters in the order asked. From the
 * keyboard, the arrow keys move a cursor over the image and Enter places a click.
 */
export function ClickWordCaptcha({ onSuccess }: ClickWordCaptchaProps) {
  const { state, refresh, submit } = useCaptcha(
    'clickWord',
    onSuccess,
    CAPTCHA_POINT_FAIL_REFRESH_MS,
  );
  const hintId = useId();
  const image = state.image;
  const token = image?.token ?? '';
  // Clicks and the cursor are kept in the 310x155 image space, tagged with their challenge.
  const [clicks, setClicks] = useState<{ token: string; points: CaptchaPoint[] }>({
    token: '',
    points: [],
  });
  const [cursor, setCursor] = useState<CaptchaPoint>(CENTER);
  const points = clicks.token === token ? clicks.points : [];
  const words = image?.wordList ?? [];
  const active = state.status === 'ready' && image !== null;

  function place(point: CaptchaPoint) {
    if (!active || points.length >= CAPTCHA_CLICK_COUNT) return;
    const next = [...points, point];
    setClicks({ token, points: next });
    if (next.length === CAPTCHA_CLICK_COUNT) {
      void submit(image, clickWordPlaintext(next), Date.now() - state.readyAt);
    }
  }

  function onClick(e: MouseEvent<HTMLDivElement>) {
    const rect = e.currentTarget.getBoundingClientRect();
    const width = rect.width || CAPTCHA_IMAGE_WIDTH;
    const height = rect.height || CAPTCHA_IMAGE_HEIGHT;
    place(scaleClick({ x: e.clientX - rect.left, y: e.clientY - rect.top }, width, height));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = e.shiftKey ? CURSOR_STEP_LARGE : CURSOR_STEP;
    const deltas: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = deltas[e.key];
    if (delta) {
      e.preventDefault();
      setCursor((c) => ({
        x: Math.min(Math.max(c.x + delta[0], 0), CAPTCHA_IMAGE_WIDTH),
        y: Math.min(Math.max(c.y + delta[1], 0), CAPTCHA_IMAGE_HEIGHT),
      }));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      place({ x: Math.round(cursor.x), y: Math.round(cursor.y) });
    }
  }

  const status = state.status;
  const prompt = `请依次点击【${words.join(',')}】`;
  const barText =
    status === 'success' || status === 'failure'
      ? state.message
      : status === 'loading'
        ? '加载中…'
        : status === 'error'
          ? state.message
          : prompt;
  const barClass = [
    styles.bar,
    status === 'success' ? styles.barSuccess : '',
    status === 'failure' ? styles.barFailure : '',
  ].join(' ');

  return (
    <div className={styles.captcha}>
      <CaptchaPanel
        state={state}
        onRefresh={refresh}
        imageAlt={`文字点选验证码，${prompt}`}
        className={active ? styles.clickable : undefined}
        role="application"
        aria-label={`验证码图片，${prompt}`}
        aria-describedby={hintId}
        tabIndex={active ? 0 : -1}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {points.map((p, i) => (
          <span key={i} className={styles.marker} style={percent(p)} aria-hidden="true">
            {i + 1}
          </span>
        ))}
        {active ? (
          <span className={styles.cursor} style={percent(cursor)} aria-hidden="true" />
        ) : null}
      </CaptchaPanel>
      <div
        className={barClass}
        style={{ height: CAPTCHA_BAR_HEIGHT, lineHeight: `${CAPTCHA_BAR_HEIGHT - 2}px` }}
        role="status"
        aria-live="polite"
      >
        {barText}
        {active && points.length > 0 ? `（已点 ${points.length}/${CAPTCHA_CLICK_COUNT}）` : null}
      </div>
      <p id={hintId} className="visually-hidden">
        按提示的顺序依次点击图中的文字；也可用方向键移动光标（Shift 加速），按回车键在光标处点选
      </p>
    </div>
  );
}
