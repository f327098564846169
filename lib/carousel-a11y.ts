import type { A11yOptions } from 'swiper/types';

/**
 * Chinese screen-reader texts for every Swiper of the mall (pass as `a11y`); Swiper's own
 * defaults are English ('Next slide', 'Go to slide 1', …). {{index}} and {{slidesLength}} are
 * Swiper's placeholders.
 */
export const CAROUSEL_A11Y = {
  prevSlideMessage: '上一张',
  nextSlideMessage: '下一张',
  firstSlideMessage: '已是第一张',
  lastSlideMessage: '已是最后一张',
  paginationBulletMessage: '转到第 {{index}} 张',
  slideLabelMessage: '第 {{index}} 张，共 {{slidesLength}} 张',
  itemRoleDescriptionMessage: '幻灯片',
} as const satisfies A11yOptions;
