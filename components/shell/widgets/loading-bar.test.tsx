import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './loading-bar';

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const bar = () => screen.queryByRole('progressbar', { name: '页面加载进度' });

function mount() {
  const site = window.location.origin;
  render(
    <>
      <LoadingBar />
      {/* Like Next's Link: the app navigates itself. */}
      <a href={`${site}/yeation`} onClick={(e) => e.preventDefault()}>
        优选供应商
      </a>
      <a href={`${site}/#top`} onClick={(e) => e.preventDefault()}>
        回到顶部
      </a>
      <a href={`${site}/bid/list`} target="_blank" onClick={(e) => e.preventDefault()}>
        招投标
      </a>
    </>,
  );
}

describe('LoadingBar', () => {
  it('shows after 200 ms, runs towards 100 and completes when the new page is in', () => {
    mount();
    fireEvent.click(screen.getByText('优选供应商'));
    advance(199);
    expect(bar()).toBeNull();
    advance(1);
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    advance(1000);
    expect(bar()).toHaveAttribute('aria-valuenow', '20');

    window.history.pushState(null, '', '/yeation');
    advance(100);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    advance(300);
    expect(bar()).toBeNull();
  });

  it('stays hidden for a navigation quicker than 200 ms', () => {
    mount();
    fireEvent.click(screen.getByText('优选供应商'));
    advance(120);
    window.history.pushState(null, '', '/yeation');
    advance(500);
    expect(bar()).toBeNull();
  });

  it('reaches 100 within 5 s and hides even when the page never arrives', () => {
    mount();
    fireEvent.click(screen.getByText('优选供应商'));
    advance(200 + 4900);
    expect(bar()).toHaveAttribute('aria-valuenow', '98');
    advance(100);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    advance(300);
    expect(bar()).toBeNull();
  });

  it('ignores same-page anchors and links opening a new tab', () => {
    mount();
    fireEvent.click(screen.getByText('回到顶部'));
    fireEvent.click(screen.getByText('招投标'));
    advance(1000);
    expect(bar()).toBeNull();
  });
});
