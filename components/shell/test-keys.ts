import { act, fireEvent } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';

/**
 * The legacy key codes of the keys antd's menus and dropdowns read (`which`/`keyCode`), which
 * user-event leaves at 0; a browser always sets them.
 */
const KEY_CODES = { Enter: 13, Escape: 27, ArrowUp: 38, ArrowDown: 40 } as const;

/** Presses a key on the focused element, as a browser reports it. */
export function pressKey(key: keyof typeof KEY_CODES) {
  const target = document.activeElement ?? document.body;
  act(() => {
    fireEvent.keyDown(target, { key, keyCode: KEY_CODES[key], which: KEY_CODES[key] });
  });
}

/**
 * rc-menu's arrow keys walk only the items it sees laid out (an `offsetParent`); happy-dom lays
 * nothing out, so the test file's elements count as laid out inside their parent.
 */
export function layOutMenus() {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original);
    else Reflect.deleteProperty(HTMLElement.prototype, 'offsetParent');
  });
}
