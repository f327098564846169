import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PermissionNode } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { duplicateAliasMessage } from '@/lib/permission';
import { useMallStores } from '@/stores/store-provider';
import { Permission, usePermission } from './permission';

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
    ],
  },
];

function TreeButtons() {
  const stores = useMallStores();
  const set = (next: PermissionNode[]) => stores.user.getState().setPermissionTree(next);
  return (
    <>
      <button type="button" onClick={() => set(tree)}>
        载入权限
      </button>
      <button type="button" onClick={() => set([])}>
        清空权限
      </button>
    </>
  );
}

function CanExport() {
  return <p>{usePermission('sup:item:export') ? '可以导出' : '不能导出'}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('<Permission>', () => {
  it('renders children only for an alias in the tree, at any depth', () => {
    render(
      withProviders(
        <>
          <Permission alias="sup:item:publish">
            <button type="button">发布商品</button>
          </Permission>
          <Permission alias="sup:order">
            <button type="button">订单列表</button>
          </Permission>
          <Permission alias="sup:item:price" fallback={<span>无价格权限</span>}>
            <button type="button">价格管理</button>
          </Permission>
          <CanExport />
        </>,
        { user: { permissionTree: tree } },
      ),
    );
    expect(screen.getByRole('button', { name: '发布商品' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '订单列表' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '价格管理' })).not.toBeInTheDocument();
    expect(screen.getByText('无价格权限')).toBeInTheDocument();
    expect(screen.getByText('不能导出')).toBeInTheDocument();
  });

  it('follows the store when the top bar loads the tree', async () => {
    const user = userEvent.setup();
    render(
      withProviders(
        <>
          <TreeButtons />
          <Permission alias="sup:item">
            <span role="note">商品管理</span>
          </Permission>
        </>,
      ),
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '载入权限' }));
    expect(screen.getByRole('note')).toHaveTextContent('商品管理');
    await user.click(screen.getByRole('button', { name: '清空权限' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('logs a console error for duplicate aliases (spec §5)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const duplicated: PermissionNode[] = [
      { name: '消息中心', alias: 'sup:message' },
      { name: '站内信', alias: 'sup:message' },
    ];
    render(
      withProviders(
        <>
          <Permission alias="sup:message">
            <span>消息</span>
          </Permission>
          <Permission alias="sup:message">
            <span>站内信</span>
          </Permission>
        </>,
        { user: { permissionTree: duplicated } },
      ),
    );
    expect(screen.getByText('消息')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(duplicateAliasMessage('sup:message'));
  });
});
