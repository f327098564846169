import { describe, expect, it } from 'vitest';
import { isOpsRole, opsAllows, opsGrantLabel, opsRealmScope, type OpsGrant } from './ops-roles';

const superUser: OpsGrant[] = [{ role: 'super', themeCode: null }];
const content: OpsGrant[] = [{ role: 'content', themeCode: null }];
const auditor: OpsGrant[] = [{ role: 'auditor', themeCode: null }];
const xinhe: OpsGrant[] = [{ role: 'realm', themeCode: 'xinhe' }];

describe('opsAllows', () => {
  it('lets super do anything, even actions that name no role of theirs', () => {
    expect(opsAllows(superUser, { role: ['auditor'] })).toBe(true);
    expect(opsAllows(superUser, { role: ['realm'], themeCode: 'jinwan' })).toBe(true);
    expect(opsAllows(superUser, { role: [] })).toBe(true);
  });

  it('lets a global role act where it is named, on every realm', () => {
    expect(opsAllows(content, { role: ['content', 'realm'], themeCode: 'jinwan' })).toBe(true);
    expect(opsAllows(auditor, { role: ['auditor'] })).toBe(true);
  });

  it('refuses a role the action does not name', () => {
    expect(opsAllows(content, { role: ['auditor'] })).toBe(false);
    expect(opsAllows(auditor, { role: ['content', 'realm'], themeCode: 'xinhe' })).toBe(false);
    expect(opsAllows([], { role: ['content'] })).toBe(false);
  });

  it('lets a realm operator act only on its own realm, and only on realm-scoped actions', () => {
    expect(opsAllows(xinhe, { role: ['content', 'realm'], themeCode: 'xinhe' })).toBe(true);
    expect(opsAllows(xinhe, { role: ['content', 'realm'], themeCode: 'jinwan' })).toBe(false);
    expect(opsAllows(xinhe, { role: ['content'], themeCode: 'xinhe' })).toBe(false);
    expect(opsAllows(xinhe, { role: ['auditor'] })).toBe(false);
  });

  it('admits a realm operator at the entry of a realm-scoped endpoint before the realm is known', () => {
    expect(opsAllows(xinhe, { role: ['realm'] })).toBe(true);
  });

  it('adds the realms of several grants', () => {
    const two: OpsGrant[] = [...xinhe, { role: 'realm', themeCode: 'nancheng' }];
    expect(opsAllows(two, { role: ['realm'], themeCode: 'nancheng' })).toBe(true);
    expect(opsAllows(two, { role: ['realm'], themeCode: 'main' })).toBe(false);
  });
});

describe('opsRealmScope', () => {
  it('is every realm for super and for a global role the action names', () => {
    expect(opsRealmScope(superUser, ['realm'])).toBe('all');
    expect(opsRealmScope(content, ['content', 'realm'])).toBe('all');
  });

  it('is the realm grants otherwise', () => {
    expect(opsRealmScope([...xinhe, ...auditor], ['content', 'realm'])).toEqual(['xinhe']);
    expect(opsRealmScope(xinhe, ['content'])).toEqual([]);
    expect(opsRealmScope(auditor, ['content', 'realm'])).toEqual([]);
  });
});

describe('labels', () => {
  it('names roles in Chinese, with the realm of a realm grant', () => {
    expect(opsGrantLabel(xinhe[0]!)).toBe('专区运营（xinhe）');
    expect(opsGrantLabel(auditor[0]!)).toBe('审核员');
  });

  it('knows its roles', () => {
    expect(isOpsRole('realm')).toBe(true);
    expect(isOpsRole('toString')).toBe(false);
    expect(isOpsRole(null)).toBe(false);
  });
});
