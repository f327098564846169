import { renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogs, type Dialogs } from './use-dialogs';
import { withProviders } from './testing';

function mount(configuration: Record<string, unknown> = {}): Dialogs {
  const wrapper = ({ children }: { children: ReactNode }) =>
    withProviders(children, { app: { configuration } });
  return renderHook(() => useDialogs(), { wrapper }).result.current;
}

// rc-dialog gives every dialog the same aria id under test, so find a dialog by its title text.
async function openedDialog(title: string): Promise<HTMLElement> {
  const [node] = await screen.findAllByText(title);
  const dialog = node?.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
}

afterEach(() => vi.restoreAllMocks());

describe('openDialog', () => {
  it('throws the spec error when the title or the content is missing', () => {
    const dialogs = mount();
    expect(() => dialogs.openDialog({ title: '提示', content: undefined })).toThrow(
      new Error('missing parameter title or content'),
    );
    expect(() => dialogs.openDialog({ title: '', content: '正文' })).toThrow(
      'missing parameter title or content',
    );
    expect(() => dialogs.openDialog({} as unknown as Parameters<Dialogs['openDialog']>[0])).toThrow(
      'missing parameter title or content',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a dialog with its title and content', async () => {
    const dialogs = mount();
    const onOk = vi.fn();
    dialogs.openDialog({ title: '操作提示', content: '资料已保存', onOk });
    const dialog = await openedDialog('操作提示');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('资料已保存')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledOnce());
  });
});

describe('confirm', () => {
  it('offers 取消 and 确定 and resolves with the choice', async () => {
    const dialogs = mount();
    const onOk = vi.fn();
    const accepted = dialogs.confirm({ title: '删除商品', content: '确定删除该商品吗？', onOk });
    let dialog = await openedDialog('删除商品');
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(accepted).resolves.toBe(true);
    expect(onOk).toHaveBeenCalledOnce();

    const declined = dialogs.confirm({ title: '清空购物车', content: '确定清空吗？' });
    dialog = await openedDialog('清空购物车');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(declined).resolves.toBe(false);
  });
});

describe('authTip', () => {
  it('shows the default text with the configured customer service line', async () => {
    const dialogs = mount({ customerServiceHotline: '400-820-6688' });
    dialogs.authTip();
    const dialog = await openedDialog('提示');
    expect(within(dialog).getByText('公司认证审核通过后方可使用工作台')).toBeInTheDocument();
    expect(within(dialog).getByText('如有疑问，请联系客服：400-820-6688')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '重新认证' })).toBeNull();
  });

  it('offers re-authentication to a rejected company', async () => {
    const dialogs = mount();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
    } as Location);
    dialogs.authTip({ status: 'company_approve_fail', enterpriseId: 31, type: 2 });
    const dialog = await openedDialog('认证未通过');
    expect(within(dialog).getByText('您提交的认证审批未通过，请修改后提交')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '重新认证' }));
    expect(assign).toHaveBeenCalledWith('/auth?enterpriseId=31&type=2');
  });

  it('only informs a company in review', async () => {
    const dialogs = mount();
    dialogs.authTip({ status: 'company_approving' });
    const dialog = await openedDialog('认证审核中');
    expect(within(dialog).getByText('您提交的认证正在审批中')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['知道了']);
  });
});

describe('membersOnly and fileView', () => {
  it('tells visitors that announcement details are for selected members', async () => {
    const dialogs = mount();
    dialogs.membersOnly();
    const dialog = await openedDialog('提示');
    expect(within(dialog).getByText('仅优选会员可查看公告详情')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '了解优选会员' })).toHaveAttribute(
      'href',
      '/yeation',
    );
  });

  it('tells that files are for buyer members, with the customer service line', async () => {
    const dialogs = mount({ customerServiceHotline: '400-820-6688' });
    dialogs.fileView();
    const dialog = await openedDialog('提示');
    expect(within(dialog).getByText('仅采购商会员可查看或下载文件')).toBeInTheDocument();
    expect(within(dialog).getByText('如有疑问，请联系客服：400-820-6688')).toBeInTheDocument();
  });
});
