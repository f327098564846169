import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PermissionNode } from '@/api/types';
import { collectAliases, duplicateAliasMessage, hasPermission } from './permission';

const tree: PermissionNode[] = [
  {
    name: '供应中心',
    alias: 'sup',
    children: [
      {
        name: '商品管理',
        alias: 'sup:item',
        children: [{ name: '发布商品', alias: 'sup:item:publish' }],
      },
      { name: '消息中心', alias: 'sup:message' },
    ],
  },
];

afterEach(() => vi.restoreAllMocks());

describe('collectAliases', () => {
  it('collects the aliases of every level', () => {
    expect([...collectAliases(tree)]).toEqual([
      'sup',
      'sup:item',
      'sup:item:publish',
      'sup:message',
    ]);
  });

  it('logs a console error for each duplicate alias (spec §5) and keeps one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const duplicated: PermissionNode[] = [
      { name: 'A', alias: 'x', children: [{ name: 'B', alias: 'y' }] },
      { name: 'C', alias: 'y' },
    ];
    expect([...collectAliases(duplicated)]).toEqual(['x', 'y']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(duplicateAliasMessage('y'));
  });

  it('logs nothing for unique aliases', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    collectAliases(tree);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('hasPermission', () => {
  it('finds aliases at any depth and nothing else', () => {
    expect(hasPermission(tree, 'sup:item:publish')).toBe(true);
    expect(hasPermission(tree, 'sup')).toBe(true);
    expect(hasPermission(tree, 'sup:order')).toBe(false);
    expect(hasPermission(tree, '发布商品')).toBe(false);
    expect(hasPermission([], 'sup')).toBe(false);
  });

  it('reports a duplicate of one tree once however often it is asked', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const duplicated: PermissionNode[] = [
      { name: 'A', alias: 'a' },
      { name: 'B', alias: 'a' },
    ];
    expect(hasPermission(duplicated, 'a')).toBe(true);
    expect(hasPermission(duplicated, 'b')).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
