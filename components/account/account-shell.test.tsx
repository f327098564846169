import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountShell, MobileAccountShell } from './account-shell';

const theme = {
  name: '金湾建材集采平台',
  shortName: '金湾集采',
  writeBackgroundLogo: 'data:image/svg+xml,logo',
  basicConfig: { copyright: '© 2026 金湾建材集采平台 版权所有', icp: '沪ICP备2026000000号' },
};

describe('AccountShell', () => {
  it('frames the form with the theme logo, three promises and the copyright', () => {
    render(
      <AccountShell theme={theme}>
        <h1>欢迎登录</h1>
      </AccountShell>,
    );
    expect(screen.getByRole('link', { name: '金湾集采首页' })).toHaveAttribute('href', '/');
    const hero = screen.getByRole('complementary', { name: '金湾建材集采平台' });
    expect(within(hero).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 金湾建材集采平台 版权所有');
  });

  it('falls back to the theme name when no copyright is configured', () => {
    render(
      <MobileAccountShell theme={{ ...theme, basicConfig: {} }}>
        <h1>欢迎登录</h1>
      </MobileAccountShell>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 金湾建材集采平台');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
