import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestore, scrollStorageKey } from './use-scroll-restore';

describe('ScrollRestore', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = vi.fn((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    });
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('saves the position of its list while the user scrolls', () => {
    const view = render(<ScrollRestore id="/information/list?type=1&pageNo=2" />);
    Object.defineProperty(window, 'scrollY', { value: 840, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(sessionStorage.getItem(scrollStorageKey('/information/list?type=1&pageNo=2'))).toBe(
      '840',
    );
    view.unmount();
    // After leaving, the next page's scrolling no longer touches the saved position.
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(sessionStorage.getItem(scrollStorageKey('/information/list?type=1&pageNo=2'))).toBe(
      '840',
    );
  });

  it('returns to the saved position of the same list state only', () => {
    sessionStorage.setItem(scrollStorageKey('/information/list?pageNo=2'), '1200');
    render(<ScrollRestore id="/information/list" />);
    expect(scrollTo).not.toHaveBeenCalled();
    render(<ScrollRestore id="/information/list?pageNo=2" />);
    expect(scrollTo).toHaveBeenCalledWith(0, 1200);
  });

  it('sets the position again when something scrolled the page right after', () => {
    vi.useFakeTimers();
    sessionStorage.setItem(scrollStorageKey('/rent'), '500');
    render(<ScrollRestore id="/rent" />);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    vi.advanceTimersByTime(200);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
  });

  it('ignores a broken saved value', () => {
    sessionStorage.setItem(scrollStorageKey('/rent'), 'abc');
    render(<ScrollRestore id="/rent" />);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
