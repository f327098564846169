import { describe, expect, it } from 'vitest';
import { consoleSectionsFor } from './console-menu';

const keys = (...grants: Parameters<typeof consoleSectionsFor>[0]) =>
  consoleSectionsFor(grants).map((s) => s.key);

describe('consoleSectionsFor', () => {
  it('shows a realm operator its realm and nothing platform-wide', () => {
    const realm = keys({ role: 'realm', themeCode: 'xinhe' });
    expect(realm[0]).toBe('realms');
    for (const key of ['reviews', 'search-words', 'roles', 'audit'])
      expect(realm).not.toContain(key);
  });

  it('shows an auditor the reviews and the audit log, not realms or roles', () => {
    const auditor = keys({ role: 'auditor', themeCode: null });
    expect(auditor).toEqual(expect.arrayContaining(['reviews', 'audit']));
    expect(auditor).not.toContain('realms');
    expect(auditor).not.toContain('roles');
  });

  it('shows a super administrator every section, reviews first', () => {
    const all = keys({ role: 'super', themeCode: null });
    expect(all[0]).toBe('reviews');
    expect(all).toEqual(expect.arrayContaining(['realms', 'search-words', 'roles', 'audit']));
  });
});
