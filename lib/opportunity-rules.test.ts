import { describe, expect, it } from 'vitest';
import {
  activityDetailNeedsLogin,
  activitySignSchema,
  activitySignUpChangeSchema,
  activitySignUpOpen,
  activitySignUpSchema,
  activityStatusLabel,
  ATTENDEES_MAX,
  bidDetailNeedsLogin,
  demandCommentSchema,
  formatDay,
  formatMinute,
  maskPhone,
  selfInquirySchema,
  SIGN_UP_CHANGE_MSG,
  signUpChangeRefusal,
} from './opportunity-rules';

describe('login rules (spec §6)', () => {
  it('bid details need login unless the bid is public (showType 2)', () => {
    expect(bidDetailNeedsLogin(2)).toBe(false);
    expect(bidDetailNeedsLogin(1)).toBe(true);
    expect(bidDetailNeedsLogin(0)).toBe(true);
  });

  it("activity details need login unless the activity is a review ('0')", () => {
    expect(activityDetailNeedsLogin('0')).toBe(false);
    expect(activityDetailNeedsLogin('1')).toBe(true);
    expect(activityDetailNeedsLogin('2')).toBe(true);
  });
});

describe('labels and formats', () => {
  it('names activity states', () => {
    expect(activityStatusLabel('0')).toBe('活动回顾');
    expect(activityStatusLabel('1')).toBe('报名中');
    expect(activityStatusLabel('2')).toBe('已结束');
    expect(activityStatusLabel('9')).toBe('已结束');
  });

  it('formats dates in China time', () => {
    expect(formatDay('2026-05-01T17:00:00Z')).toBe('2026-05-02');
    expect(formatMinute('2026-05-01T01:30:00Z')).toBe('2026-05-01 09:30');
    expect(formatDay(null)).toBe('—');
    expect(formatDay('nonsense')).toBe('—');
  });

  it('masks the middle four digits of a phone', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('12345')).toBe('12345');
  });
});

describe('activity sign-up schema', () => {
  const ok = {
    activityId: 3,
    tenantName: ' 佛山市森华木业有限公司 ',
    attendees: [{ name: '李明', phone: '13800000002' }],
  };

  it('accepts a company with attendees and trims', () => {
    const parsed = activitySignUpSchema.parse(ok);
    expect(parsed.tenantName).toBe('佛山市森华木业有限公司');
    expect(parsed.attendees).toHaveLength(1);
  });

  it('asks for the company, at least one attendee and valid phones', () => {
    const msg = (v: unknown) => activitySignUpSchema.safeParse(v).error?.issues[0]?.message;
    expect(msg({ ...ok, tenantName: '  ' })).toBe('请输入公司名称');
    expect(msg({ ...ok, attendees: [] })).toBe('请至少填写一位参会人');
    expect(msg({ ...ok, attendees: [{ name: '李明', phone: '123' }] })).toBe(
      '请输入正确的11位手机号码',
    );
    expect(msg({ ...ok, attendees: [{ name: '', phone: '13800000002' }] })).toBe(
      '请输入参会人姓名',
    );
    const many = Array.from({ length: ATTENDEES_MAX + 1 }, (_, i) => ({
      name: `人${i}`,
      phone: `1380000${String(i).padStart(4, '0')}`,
    }));
    expect(msg({ ...ok, attendees: many })).toBe(`参会人最多${ATTENDEES_MAX}位`);
  });
});

describe('changing a sign-up', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  const activity = {
    status: '1',
    signUpDeadline: '2026-05-10T00:00:00Z',
    startTime: '2026-05-12T01:00:00Z',
  };

  it('is open while signing up, until the deadline', () => {
    expect(activitySignUpOpen(activity, now)).toBe(true);
    expect(activitySignUpOpen({ ...activity, signUpDeadline: null }, now)).toBe(true);
    expect(activitySignUpOpen({ ...activity, status: '2' }, now)).toBe(false);
    expect(activitySignUpOpen(activity, new Date('2026-05-10T00:00:01Z'))).toBe(false);
  });

  it('is refused once sign-up has closed or the activity has started', () => {
    expect(signUpChangeRefusal(activity, now)).toBeNull();
    expect(signUpChangeRefusal({ ...activity, status: '0' }, now)).toBe(SIGN_UP_CHANGE_MSG.closed);
    const noDeadline = { ...activity, signUpDeadline: null };
    expect(signUpChangeRefusal(noDeadline, new Date('2026-05-12T01:00:00Z'))).toBe(
      SIGN_UP_CHANGE_MSG.started,
    );
  });

  it('needs the sign-up id and keeps who shared the poster out', () => {
    const body = {
      activityId: 3,
      tenantName: '森华',
      attendees: [{ name: '李明', phone: '13800000002' }],
    };
    expect(activitySignUpChangeSchema.safeParse(body).error?.issues[0]?.message).toBe(
      '请选择要修改的报名',
    );
    const parsed = activitySignUpChangeSchema.parse({ ...body, id: '7', shareId: 'X' });
    expect(parsed).toEqual({ ...body, id: 7 });
  });
});

describe('sign-in, self inquiry and comment schemas', () => {
  it('checks the sign-in code', () => {
    expect(activitySignSchema.safeParse({ activityId: 1, code: '123456' }).success).toBe(true);
    expect(
      activitySignSchema.safeParse({ activityId: 1, code: '12a' }).error?.issues[0]?.message,
    ).toBe('请输入正确的签到码');
  });

  it('checks a self-service inquiry', () => {
    const base = {
      itemName: '实木复合地板',
      quantity: '500',
      unit: '平方米',
      contactName: '王建国',
      phone: '13800000001',
    };
    expect(selfInquirySchema.parse(base).quantity).toBe(500);
    expect(selfInquirySchema.safeParse({ ...base, quantity: 0 }).error?.issues[0]?.message).toBe(
      '采购数量须大于0',
    );
    expect(selfInquirySchema.safeParse({ ...base, itemName: '' }).error?.issues[0]?.message).toBe(
      '请输入产品名称',
    );
    for (const expectedDate of ['2026/1/1', '2026-13-45', '2026-02-31']) {
      expect(selfInquirySchema.safeParse({ ...base, expectedDate }).error?.issues[0]?.message).toBe(
        '请选择有效的期望到货日期',
      );
    }
    expect(selfInquirySchema.parse({ ...base, expectedDate: '2028-02-29' }).expectedDate).toBe(
      '2028-02-29',
    );
  });

  it('requires comment text', () => {
    expect(
      demandCommentSchema.safeParse({ demandId: 1, content: ' ' }).error?.issues[0]?.message,
    ).toBe('请输入评论内容');
  });
});
