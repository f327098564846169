import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';

function page() {
  return render(
    <>
      <SkipLink />
      <header>
        <button type="button">登录</button>
        <button type="button">搜索</button>
      </header>
      <main>
        <h1>我的采购车</h1>
        <button type="button">加入采购车</button>
      </main>
    </>,
  );
}

describe('SkipLink', () => {
  it('is the first Tab stop and moves the focus to the main content', async () => {
    page();
    await userEvent.tab();
    const link = screen.getByRole('link', { name: '跳到主要内容' });
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '加入采购车' })).toHaveFocus();
  });
});
