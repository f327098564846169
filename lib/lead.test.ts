import { describe, expect, it } from 'vitest';
import { LEAD_BROWSE_LIMIT, leadPageKey, trimBrowse, validateLead } from './lead';

const valid = {
  linkmanName: '张三',
  mobile: '13912345678',
  leadsName: '某某建材',
  position: '经理',
};

describe('validateLead', () => {
  it('accepts a complete form', () => {
    expect(validateLead(valid)).toBeNull();
  });

  it('reports the first failing rule in the spec order', () => {
    expect(validateLead({})).toBe('请输入您的姓名');
    expect(validateLead({ ...valid, linkmanName: '  ' })).toBe('请输入您的姓名');
    expect(validateLead({ ...valid, mobile: '' })).toBe('请输入手机号');
    expect(validateLead({ ...valid, mobile: '12345678901', leadsName: '' })).toBe(
      '请输入正确的11位手机号码',
    );
    expect(validateLead({ ...valid, leadsName: ' ', position: '' })).toBe('请输入公司名称');
    expect(validateLead({ ...valid, position: null })).toBe('请输入职位');
  });

  it('checks the phone pattern: 11 digits, 1 then 3-9', () => {
    for (const bad of ['1391234567', '139123456789', '12912345678', '23912345678', '1391234567a'])
      expect(validateLead({ ...valid, mobile: bad })).toBe('请输入正确的11位手机号码');
    for (const good of ['13012345678', '19912345678', ' 15012345678 '])
      expect(validateLead({ ...valid, mobile: good })).toBeNull();
  });
});

describe('trimBrowse', () => {
  it('keeps the latest URLs up to the cap and drops blanks and repeats in a row', () => {
    const urls = Array.from({ length: 40 }, (_, i) => `/product/item/${i}`);
    const kept = trimBrowse(urls);
    expect(kept).toHaveLength(LEAD_BROWSE_LIMIT);
    expect(kept[0]).toBe('/product/item/10');
    expect(kept.at(-1)).toBe('/product/item/39');
    expect(trimBrowse(['/a', '/a', ' ', '/b', '/a'])).toEqual(['/a', '/b', '/a']);
  });
});

describe('leadPageKey', () => {
  it.each([
    ['/product/item/123', '/product/item/XXX'],
    ['/product/item/123?sku=2', '/product/item/XXX'],
    ['/product', '/product'],
    ['/product/1_5_51', '/product'],
    ['/product/', '/product'],
    ['/yeation', '/yeation'],
    ['/yeation/more', '/yeation/more'],
    ['/bid/list', '/bid/list'],
    ['/bid/details/ZB202605010001', '/bid/details/XXX'],
    ['/bid/details', '/'],
    ['/supplier/12', '/supplier/XXX'],
    ['/supplier/12/company-contact', '/supplier/XXX'],
    ['/supplier/companyHallTab', '/'],
    ['/designs', '/designs'],
    ['/designs/search-filiter', '/designs/filiter'],
    ['/designs/design-case', '/designs/design-case'],
    ['/ecology', '/ecology'],
    ['/ecology/gold-bay', '/ecology'],
    ['/', '/'],
    ['', '/'],
    ['/inquiry/list', '/'],
    ['/help#top', '/'],
  ])('%s → %s', (path, key) => {
    expect(leadPageKey(path)).toBe(key);
  });

  it('maps every key to itself', () => {
    for (const key of [
      '/product/item/XXX',
      '/product',
      '/yeation',
      '/yeation/more',
      '/bid/list',
      '/bid/details/XXX',
      '/supplier/XXX',
      '/designs',
      '/designs/filiter',
      '/designs/design-case',
      '/ecology',
      '/',
    ])
      expect(leadPageKey(key)).toBe(key);
  });
});
