import { describe, expect, it } from 'vitest';
import { MASK, maskText, maskValue } from './mask';

describe('maskText', () => {
  it('masks mobile numbers but not longer digit runs', () => {
    expect(maskText('用户 13812345678 登录')).toBe('用户 138****5678 登录');
    expect(maskText('phone=15900001111,')).toBe('phone=159****1111,');
    expect(maskText('订单 202601011381234567801')).toBe('订单 202601011381234567801');
  });

  it('masks bearer tokens, session cookies and token parameters', () => {
    expect(maskText('Authorization: Bearer abc.def')).toBe(`Authorization: Bearer ${MASK}`);
    expect(maskText('cookie mall_session=deadbeef; x=1')).toBe(`cookie mall_session=${MASK}; x=1`);
    expect(maskText('/reset?token=s3cr3t&x=1')).toBe(`/reset?token=${MASK}&x=1`);
  });
});

describe('maskValue', () => {
  it('hides secret keys at any depth and masks text everywhere', () => {
    const record = {
      msg: '13812345678',
      body: { password: 'p', nested: { token: 't', smsCode: '1234', list: ['13900001111'] } },
      status: 200,
    };
    expect(maskValue(record)).toEqual({
      msg: '138****5678',
      body: { password: MASK, nested: { token: MASK, smsCode: MASK, list: ['139****1111'] } },
      status: 200,
    });
    expect(record.body.password).toBe('p');
  });

  it('leaves errors to their serializer', () => {
    const err = new Error('x');
    expect(maskValue({ err }) as { err: Error }).toEqual({ err });
  });
});
