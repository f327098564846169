import { describe, expect, it } from 'vitest';
import {
  cartBadgeText,
  cartCountSpoken,
  chatUrlFor,
  fallbackIconBottom,
  showsBackToTop,
  ROBOT_TIP_INTERVAL_MS,
  ROBOT_TIP_VISIBLE_MS,
} from './toolbar-rules';

describe('toolbar rules', () => {
  it('shows back-to-top from 200 px of scroll', () => {
    expect(showsBackToTop(0)).toBe(false);
    expect(showsBackToTop(199)).toBe(false);
    expect(showsBackToTop(200)).toBe(true);
    expect(showsBackToTop(1200)).toBe(true);
  });

  it('caps the cart badge at 99+', () => {
    expect(cartBadgeText(0)).toBe('');
    expect(cartBadgeText(undefined)).toBe('');
    expect(cartBadgeText(7)).toBe('7');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
  });

  it('speaks the cart count the badge shows', () => {
    expect(cartCountSpoken(6)).toBe('（6 件商品）');
    expect(cartCountSpoken(120)).toBe('（99+ 件商品）');
    expect(cartCountSpoken(0)).toBe('（0 件商品）');
  });

  it('lifts the fallback icon above a shown back-to-top button', () => {
    expect(fallbackIconBottom(false)).toBe(100);
    expect(fallbackIconBottom(true)).toBe(156);
  });

  it('times the robot tip every 6 s for 3 s', () => {
    expect([ROBOT_TIP_INTERVAL_MS, ROBOT_TIP_VISIBLE_MS]).toEqual([6000, 3000]);
  });
});

describe('chatUrlFor', () => {
  it('adds the visitor parameters as query', () => {
    const url = new URL(
      chatUrlFor('https://chat.example.com/im', {
        clientId: 'c-1',
        pageUrl: 'http://localhost/product?keyword=瓷砖',
        name: '张三',
        phone: '13800000001',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://chat.example.com/im');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      clientId: 'c-1',
      url: 'http://localhost/product?keyword=瓷砖',
      name: '张三',
      phone: '13800000001',
    });
  });

  it('keeps an existing query and hash and leaves out unknown values', () => {
    expect(
      chatUrlFor('https://chat.example.com/im?channel=mall#/room', { pageUrl: 'http://x/' }),
    ).toBe('https://chat.example.com/im?channel=mall&url=http%3A%2F%2Fx%2F#/room');
    expect(
      chatUrlFor('https://chat.example.com/im?', { pageUrl: 'http://x/', clientId: null }),
    ).toBe('https://chat.example.com/im?url=http%3A%2F%2Fx%2F');
  });
});
