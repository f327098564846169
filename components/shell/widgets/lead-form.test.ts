import { describe, expect, it } from 'vitest';
import { EMPTY_LEAD, firstLeadError, leadPayload, type LeadValues } from './lead-form';

const valid: LeadValues = {
  leadsName: '上海筑材建设有限公司',
  linkmanName: '王磊',
  mobile: '13912345678',
  position: '采购经理',
  remark: '',
};

describe('firstLeadError', () => {
  it('follows the spec order and names the failing field', () => {
    expect(firstLeadError(EMPTY_LEAD)).toEqual({ field: 'linkmanName', message: '请输入您的姓名' });
    expect(firstLeadError({ ...EMPTY_LEAD, linkmanName: '王磊' })).toEqual({
      field: 'mobile',
      message: '请输入手机号',
    });
    expect(firstLeadError({ ...EMPTY_LEAD, linkmanName: '王磊', mobile: '12345678901' })).toEqual({
      field: 'mobile',
      message: '请输入正确的11位手机号码',
    });
    expect(firstLeadError({ ...valid, leadsName: ' ', position: '' })).toEqual({
      field: 'leadsName',
      message: '请输入公司名称',
    });
    expect(firstLeadError({ ...valid, position: '' })).toEqual({
      field: 'position',
      message: '请输入职位',
    });
  });

  it('passes a complete lead, remark being optional', () => {
    expect(firstLeadError(valid)).toBeNull();
  });
});

describe('leadPayload', () => {
  it('trims the fields and adds the visit history and the page key', () => {
    expect(
      leadPayload(
        { ...valid, linkmanName: ' 王磊 ', remark: '  ' },
        'http://x/a,http://x/b',
        '/product',
      ),
    ).toEqual({
      leadsName: '上海筑材建设有限公司',
      linkmanName: '王磊',
      mobile: '13912345678',
      position: '采购经理',
      browse: 'http://x/a,http://x/b',
      businessScene: '/product',
    });
    expect(leadPayload({ ...valid, remark: '想了解瓷砖集采' }, '', '/').remark).toBe(
      '想了解瓷砖集采',
    );
  });
});
