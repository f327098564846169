import { describe, expect, it } from 'vitest';
import type { PopupInfo } from '@/api/types';
import {
  POPUP_DEFAULT_SECONDS,
  closeCountsAsClick,
  popupAudiences,
  popupDurationSeconds,
  popupImage,
  popupMode,
  popupQueue,
  popupScene,
  recordsRead,
  showroomTenantId,
} from './popup';
import { TOP_TYPE } from './roles';

describe('popupScene', () => {
  it('maps the home page to home', () => {
    expect(popupScene('/')).toBe('home');
    expect(popupScene('')).toBe('home');
    expect(popupScene('/?from=ad')).toBe('home');
  });

  it('uses the first path segment elsewhere', () => {
    expect(popupScene('/product')).toBe('product');
    expect(popupScene('/product/item/12')).toBe('product');
    expect(popupScene('/yeation/more?keyword=瓷砖')).toBe('yeation');
    expect(popupScene('/supplier/8/product-info')).toBe('supplier');
    expect(popupScene('/bid/list/')).toBe('bid');
    expect(popupScene('/other-bid/list')).toBe('other-bid');
    expect(popupScene('/supplierNotice/list')).toBe('suppliernotice');
  });

  it('aliases the design and activity sections to their configured scenes', () => {
    expect(popupScene('/designs/design-case')).toBe('design');
    expect(popupScene('/designHall/3')).toBe('design');
    expect(popupScene('/design')).toBe('design');
    expect(popupScene('/activitys/list')).toBe('activity');
  });
});

describe('popupDurationSeconds', () => {
  it('defaults to 10 seconds', () => {
    expect(POPUP_DEFAULT_SECONDS).toBe(10);
    expect(popupDurationSeconds({})).toBe(10);
    expect(popupDurationSeconds(undefined)).toBe(10);
    expect(popupDurationSeconds(null)).toBe(10);
  });

  it('lets the configured displayDuration win', () => {
    expect(popupDurationSeconds({ displayDuration: 8 })).toBe(8);
    expect(popupDurationSeconds({ displayDuration: 15 })).toBe(15);
    expect(popupDurationSeconds({ displayDuration: 3 })).toBe(3);
  });

  it('ignores unusable durations and rounds fractions up', () => {
    expect(popupDurationSeconds({ displayDuration: 0 })).toBe(10);
    expect(popupDurationSeconds({ displayDuration: -5 })).toBe(10);
    expect(popupDurationSeconds({ displayDuration: Number.NaN })).toBe(10);
    expect(popupDurationSeconds({ displayDuration: '6' as unknown as number })).toBe(6);
    expect(popupDurationSeconds({ displayDuration: 2.2 })).toBe(3);
  });
});

describe('closing and reading', () => {
  const popup = (displayMethod?: number): PopupInfo => ({ id: 1, extraJson: { displayMethod } });

  it('counts closing as a click only for displayMethod 1', () => {
    expect(closeCountsAsClick({ displayMethod: 1 })).toBe(true);
    expect(closeCountsAsClick({ displayMethod: 2 })).toBe(false);
    expect(closeCountsAsClick({})).toBe(false);
  });

  it('records the read state on every click and on a close with displayMethod 1', () => {
    expect(recordsRead(popup(2), 'click')).toBe(true);
    expect(recordsRead(popup(undefined), 'click')).toBe(true);
    expect(recordsRead(popup(1), 'close')).toBe(true);
    expect(recordsRead(popup(2), 'close')).toBe(false);
    expect(recordsRead(popup(undefined), 'close')).toBe(false);
  });
});

describe('popupMode', () => {
  it('shows the image when one is configured, else the text', () => {
    expect(popupMode({ pcImgUrl: '/files/a.png', pcTitle: 'x' })).toBe('image');
    expect(popupMode({ pcTitle: '版本更新公告', pcContent: '…' })).toBe('text');
    expect(popupMode({ pcImgUrl: '' })).toBe('text');
  });
});

describe('popupQueue', () => {
  it('keeps the order, drops repeats and popups already handled', () => {
    const list: PopupInfo[] = [
      { id: 3, extraJson: {} },
      { id: 1, extraJson: { displayMethod: 1 } },
      { id: 3, extraJson: {} },
      { id: 5, extraJson: {} },
    ];
    expect(popupQueue(list, new Set([5])).map((p) => p.id)).toEqual([3, 1]);
    expect(popupQueue(undefined)).toEqual([]);
  });

  it('gives a popup without extraJson an empty one', () => {
    const broken = { id: 9 } as unknown as PopupInfo;
    expect(popupQueue([broken])).toEqual([{ id: 9, extraJson: {} }]);
  });
});

describe('showroomTenantId', () => {
  it('reads the showroom id of every showroom page', () => {
    expect(showroomTenantId('/supplier/8')).toBe(8);
    expect(showroomTenantId('/supplier/8/product-info')).toBe(8);
    expect(showroomTenantId('/supplier/12?tab=1')).toBe(12);
  });

  it('is null elsewhere and for ids that are no showroom', () => {
    expect(showroomTenantId('/')).toBeNull();
    expect(showroomTenantId('/supplier/companyHallTab')).toBeNull();
    expect(showroomTenantId('/supplier/0')).toBeNull();
    expect(showroomTenantId('/supplier/8x')).toBeNull();
    expect(showroomTenantId('/workbench/supplier/showroom')).toBeNull();
  });
});

describe('popupAudiences', () => {
  const supplier = { topType: TOP_TYPE.supplier, enterpriseId: 8 };

  it('gives a visitor the popups for all and for visitors only', () => {
    expect(popupAudiences(null, 8)).toEqual(['all', 'visitor']);
  });

  it('counts a supplier as the owner only on the showroom of its own enterprise', () => {
    expect(popupAudiences(supplier, 8)).toContain('owner');
    expect(popupAudiences(supplier, 9)).not.toContain('owner');
    expect(popupAudiences(supplier)).toEqual(['all', 'user', 'supplier']);
  });

  it('never counts a buyer or a user without an enterprise as an owner', () => {
    expect(popupAudiences({ topType: TOP_TYPE.buyer, enterpriseId: 8 }, 8)).toEqual([
      'all',
      'user',
      'buyer',
    ]);
    expect(popupAudiences({ topType: TOP_TYPE.other, enterpriseId: null }, 8)).toEqual([
      'all',
      'user',
    ]);
  });
});

describe('popupImage', () => {
  it('loads a resized copy of our files, sharper on dense screens', () => {
    expect(popupImage('/files/seed/cover-03.png')).toEqual({
      src: '/files/seed/cover-03.png?w=600',
      srcSet: '/files/seed/cover-03.png?w=600 600w, /files/seed/cover-03.png?w=1200 1200w',
      sizes: '(max-width: 672px) calc(100vw - 80px), 592px',
    });
  });

  it('leaves an image from elsewhere as configured', () => {
    expect(popupImage('https://cdn.example.com/ad.png')).toEqual({
      src: 'https://cdn.example.com/ad.png',
    });
  });
});
