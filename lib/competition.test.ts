import { describe, expect, it } from 'vitest';
import {
  checkExtraFields,
  COMPETITION_MSG,
  currentStageIndex,
  isSignUpOpen,
  materialSchema,
  signUpSchema,
  type ExtraField,
} from './competition';

const day = (d: number) => new Date(Date.UTC(2026, 0, d)).toISOString();

describe('competition rules', () => {
  it('opens sign-up only inside the window of a signing-up competition', () => {
    const c = { status: 1, signUpStart: day(1), signUpEnd: day(10) };
    expect(isSignUpOpen(c, new Date(day(5)))).toBe(true);
    expect(isSignUpOpen(c, new Date(day(11)))).toBe(false);
    expect(isSignUpOpen({ ...c, status: 3 }, new Date(day(5)))).toBe(false);
  });

  it('finds the running stage', () => {
    const stages = [
      { name: '初赛', startAt: day(1), endAt: day(10) },
      { name: '复赛', startAt: day(11), endAt: day(20) },
    ];
    expect(currentStageIndex(stages, new Date(Date.UTC(2025, 11, 1)))).toBe(-1);
    expect(currentStageIndex(stages, new Date(day(3)))).toBe(0);
    expect(currentStageIndex(stages, new Date(day(15)))).toBe(1);
    expect(currentStageIndex(stages, new Date(day(25)))).toBe(2);
  });

  it('checks required and select extra fields', () => {
    const fields: ExtraField[] = [
      { name: 'school', label: '毕业院校', type: 'text', required: false },
      { name: 'teamSize', label: '团队人数', type: 'select', required: true, options: ['1人'] },
    ];
    expect(checkExtraFields(fields, {})).toBe(COMPETITION_MSG.required('团队人数'));
    expect(checkExtraFields(fields, { teamSize: '9人' })).toBe(COMPETITION_MSG.option('团队人数'));
    expect(checkExtraFields(fields, { teamSize: '1人' })).toBeNull();
  });

  it('validates the sign-up and material forms', () => {
    const ok = signUpSchema.safeParse({
      competitionId: 1,
      trackId: 2,
      designerType: 1,
      name: ' 周子墨 ',
      phone: '13800000005',
    });
    expect(ok.success && ok.data.name).toBe('周子墨');
    const bad = signUpSchema.safeParse({
      competitionId: 1,
      trackId: 2,
      designerType: 9,
      name: 'a',
      phone: '123',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(['designerType', 'phone']);
    expect(materialSchema.safeParse({ signupId: 1, title: '', fileUrl: 'x' }).success).toBe(false);
  });
});
