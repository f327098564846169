import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText, opsActionLabel } from './ops-audit';

describe('auditChanges', () => {
  it('lists only the fields that changed, nested values compared whole', () => {
    expect(
      auditChanges(
        { name: '新禾', themeColor: '#1d4ed8', domains: ['a.localhost'], published: false },
        { name: '新禾', themeColor: '#0e8058', domains: ['a.localhost'], published: true },
      ),
    ).toEqual([
      { field: 'themeColor', before: '#1d4ed8', after: '#0e8058' },
      { field: 'published', before: false, after: true },
    ]);
  });

  it('shows a created row as every field it was created with', () => {
    expect(auditChanges(null, { role: 'realm', themeCode: 'xinhe' })).toEqual([
      { field: 'role', before: null, after: 'realm' },
      { field: 'themeCode', before: null, after: 'xinhe' },
    ]);
  });

  it('shows a removed field and a deleted row', () => {
    expect(auditChanges({ a: 1, b: 2 }, { a: 1 })).toEqual([
      { field: 'b', before: 2, after: null },
    ]);
    expect(auditChanges({ role: 'content' }, null)).toEqual([
      { field: 'role', before: 'content', after: null },
    ]);
  });

  it('compares plain values as one change', () => {
    expect(auditChanges('a', 'b')).toEqual([{ field: '', before: 'a', after: 'b' }]);
    expect(auditChanges(null, undefined)).toEqual([]);
  });
});

describe('labels', () => {
  it('writes values as one line and names known actions', () => {
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText(['hero', 'featured'])).toBe('["hero","featured"]');
    expect(opsActionLabel('realm.publish')).toBe('发布专区');
    expect(opsActionLabel('banner.create')).toBe('banner.create');
  });
});
