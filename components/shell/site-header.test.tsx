import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from '@/api/request';
import { renderHost } from '@/components/search/test-host';
import { builtinThemes } from '@/themes/builtin';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const ORIGIN = 'http://mall.test';
const server = setupServer(
  http.get(`${ORIGIN}/v1/api/user/current`, () =>
    HttpResponse.json({ code: 401, msg: '请先登录', data: null }, { status: 401 }),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => window.history.replaceState(null, '', '/'));
afterAll(() => server.close());

const theme = (code: string) => builtinThemes.find((t) => t.code === code)!;

function renderHeader(code: string) {
  const { Host } = renderHost();
  return render(
    <Host>
      <SiteHeader theme={theme(code)} />
    </Host>,
  );
}

describe('SiteHeader', () => {
  it('puts the search box with image search next to the logo in the default theme', () => {
    renderHeader('main');
    expect(screen.getByRole('link', { name: '筑采建材集采商城首页' })).toHaveAttribute('href', '/');
    const search = screen.getByRole('search', { name: '商城搜索' });
    expect(within(search).getByRole('button', { name: '搜索类型：产品' })).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: '以图搜图' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '搜产品' })).not.toBeInTheDocument();
  });

  it('shows the alternate top search, without image search, in the alternate theme', () => {
    renderHeader('nancheng');
    expect(screen.getByRole('button', { name: '搜产品' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '搜供应商' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '推荐分类' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '以图搜图' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /搜索类型/ })).not.toBeInTheDocument();
  });

  it('opens the secondary navigation in new tabs', () => {
    renderHeader('jinwan');
    const links = within(screen.getByRole('navigation', { name: '频道导航' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['首页', '/'],
      ['商机市场', '/activitys/home'],
      ['优选供应商', '/yeation'],
      ['合格供方名录', '/list'],
      ['租赁资讯', '/rent'],
      ['绿色低碳产品', '/certificates'],
    ]);
    for (const a of links) expect(a).toHaveAttribute('target', '_blank');
  });

  it('shows the theme hotline', () => {
    renderHeader('jinwan');
    expect(screen.getByRole('link', { name: '400-660-1818' })).toHaveAttribute(
      'href',
      'tel:400-660-1818',
    );
  });
});

describe('SiteHeader in a portal', () => {
  it('hides the whole top area with ?isPortal=1: top bar, logo and search, navigation', () => {
    window.history.replaceState(null, '', '/?isPortal=1');
    const { container } = renderHeader('main');
    // Hidden, not removed: the markup stays the server's, so nothing typed early is lost.
    expect(container.querySelector('header')).not.toBeVisible();
    expect(screen.queryByText(/欢迎来到/)).not.toBeVisible();
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search', { name: '商城搜索' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '频道导航' })).not.toBeInTheDocument();
  });

  it('shows everything with another isPortal value', () => {
    window.history.replaceState(null, '', '/?isPortal=0');
    renderHeader('main');
    expect(screen.getByText(/欢迎来到/)).toBeInTheDocument();
    expect(screen.getByRole('search', { name: '商城搜索' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  });
});

describe('SiteFooter', () => {
  it('links help and about us and shows the theme contact', () => {
    render(<SiteFooter theme={theme('jinwan')} />);
    const help = screen.getByRole('navigation', { name: '帮助' });
    expect(within(help).getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/help');
    expect(within(help).getByRole('link', { name: '关于我们' })).toHaveAttribute(
      'href',
      '/help/aboutUs',
    );
    expect(screen.getByRole('link', { name: '400-660-1818' })).toHaveAttribute(
      'href',
      'tel:400-660-1818',
    );
    expect(screen.getByRole('link', { name: 'jicai@jinwan-build.cn' })).toHaveAttribute(
      'href',
      'mailto:jicai@jinwan-build.cn',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 金湾建材集采平台 版权所有');
  });

  it("lists the realm's own footer links and ICP number", () => {
    render(<SiteFooter theme={theme('jinwan')} />);
    const help = screen.getByRole('navigation', { name: '帮助' });
    expect(within(help).getByRole('link', { name: '供应商入驻' })).toHaveAttribute(
      'href',
      '/apply',
    );
    expect(screen.getByRole('link', { name: '粤ICP备2026018818号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
  });

  it("shows the realm's official-account QR code under 关注公众号 when it has one", () => {
    const qr = '/files/public/202611/qr.png';
    render(<SiteFooter theme={{ ...theme('jinwan'), officialAccountQr: qr }} />);
    expect(screen.getByRole('heading', { name: '关注公众号' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '金湾建材集采平台公众号二维码' })).toHaveAttribute(
      'src',
      `${qr}?w=240`,
    );
  });

  it('shows no 关注公众号 block for a realm without a QR code', () => {
    render(<SiteFooter theme={{ ...theme('jinwan'), officialAccountQr: null }} />);
    expect(screen.queryByRole('heading', { name: '关注公众号' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /公众号二维码/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
