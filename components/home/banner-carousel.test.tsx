import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel, type BannerSlide } from './banner-carousel';

const slides: BannerSlide[] = [
  { id: 1, title: '春季建材节', imageUrl: '/files/a.jpg', link: '/activitys/home' },
  { id: 2, title: '绿色低碳专场', imageUrl: '/files/b.jpg', link: null },
];

function reducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: matches && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function renderCarousel() {
  const view = render(<BannerCarousel slides={slides} />);
  const el = view.container.querySelector<HTMLElement & { swiper: SwiperInstance }>('.swiper');
  return { running: () => el!.swiper.autoplay.running };
}

afterEach(() => vi.restoreAllMocks());

describe('BannerCarousel', () => {
  it('plays until paused with its button, and plays again on 继续轮播', async () => {
    reducedMotion(false);
    const { running } = renderCarousel();
    expect(running()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    expect(running()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    expect(running()).toBe(true);
    expect(screen.getByRole('button', { name: '暂停轮播' })).toBeInTheDocument();
  });

  it('waits while the focus is inside it, unless play is pressed there', async () => {
    reducedMotion(false);
    const { running } = renderCarousel();
    const elsewhere = document.body.appendChild(document.createElement('button'));
    act(() => screen.getByRole('link', { name: '春季建材节' }).focus());
    expect(running()).toBe(false);
    // Moving within keeps it waiting.
    act(() => screen.getByRole('button', { name: '暂停轮播' }).focus());
    expect(running()).toBe(false);
    act(() => elsewhere.focus());
    expect(running()).toBe(true);
    elsewhere.remove();

    act(() => screen.getByRole('link', { name: '春季建材节' }).focus());
    expect(running()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    await userEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    expect(running()).toBe(true);
  });

  it('does not start by itself when the system asks for reduced motion', () => {
    reducedMotion(true);
    const { running } = renderCarousel();
    expect(running()).toBe(false);
    const play = screen.getByRole('button', { name: '继续轮播' });
    fireEvent.click(play);
    expect(running()).toBe(true);
  });

  it('has nothing to pause with a single banner', () => {
    render(<BannerCarousel slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button', { name: /轮播/ })).toBeNull();
  });
});
