import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeepAliveScroll } from './keep-alive-scroll';
import { keepAliveKey } from './scroll-store';

vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const setScrollY = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });

describe('KeepAliveScroll', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/inquiry/list?status=0&pageNo=2');
    window.sessionStorage.clear();
    setScrollY(0);
  });
  afterEach(() => vi.restoreAllMocks());

  it('scrolls back to the offset stored for the same list URL', () => {
    window.sessionStorage.setItem(keepAliveKey('/inquiry/list', '?status=0&pageNo=2'), '640');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      setScrollY(y);
    }) as unknown as typeof window.scrollTo);
    render(<KeepAliveScroll />);
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    expect(window.scrollY).toBe(640);
  });

  it('stores the offset before the user leaves (a click) under the list URL', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(<KeepAliveScroll />);
    expect(scrollTo).not.toHaveBeenCalled();
    setScrollY(455);
    window.dispatchEvent(new Event('pointerdown'));
    expect(window.sessionStorage.getItem('keep-alive:/inquiry/list?status=0&pageNo=2')).toBe('455');
  });
});
