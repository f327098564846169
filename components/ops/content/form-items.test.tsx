import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { MallForm } from '@/components/forms/mall-form';
import { withProviders } from '@/components/dialogs/testing';
import { popupInput } from '@/lib/ops-content';
import { ImageItem, RealmField, SortItem, StatusItem, useRealmFormValues } from './form-items';

interface Values {
  themeCode: string | null;
  pcImgUrl: string | null;
  sort: number;
  status: 0 | 1;
}

const REALMS = [
  { code: 'jinwan', name: '金湾建材' },
  { code: 'xinhe', name: '新河建材' },
];
const EMPTY: Omit<Values, 'themeCode'> = { pcImgUrl: null, sort: 0, status: 1 };
const shape = popupInput.shape;

function Drawer({
  editing,
  mayPickAll,
  onFinish,
}: {
  editing: Values | 'new';
  mayPickAll: boolean;
  onFinish: (values: Values) => void;
}) {
  const [form] = Form.useForm<Values>();
  useRealmFormValues(form, editing, EMPTY, REALMS, mayPickAll);
  return (
    <MallForm<Values> form={form} onFinish={onFinish}>
      <RealmField realms={REALMS} mayPickAll={mayPickAll} />
      <ImageItem name="pcImgUrl" label="弹窗图片" schema={shape.pcImgUrl} />
      <SortItem schema={shape.sort} extra="数字小的排在前面" />
      <StatusItem />
      <button type="submit">保存</button>
    </MallForm>
  );
}

describe('the content drawers’ shared form items', () => {
  it("start a new row on a realm operator's first realm, 上线, and send the status as 0 or 1", async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(withProviders(<Drawer editing="new" mayPickAll={false} onFinish={onFinish} />));

    expect(await screen.findByTitle('金湾建材')).toBeInTheDocument();
    expect(screen.getByText('数字小的排在前面')).toBeInTheDocument();
    expect(screen.getByLabelText('上传弹窗图片')).toBeInTheDocument();
    const status = screen.getByRole('switch', { name: '上线' });
    expect(status).toBeChecked();
    await user.click(status);
    expect(status).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({
        themeCode: 'jinwan',
        pcImgUrl: null,
        sort: 0,
        status: 0,
      }),
    );
  });

  it('offer 全部专区 (null) to a content operator and fill an edited row as stored', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(
      withProviders(<Drawer editing="new" mayPickAll onFinish={onFinish} />),
    );
    expect(await screen.findByTitle('全部专区')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ themeCode: null })),
    );
    unmount();

    const row: Values = { themeCode: 'xinhe', pcImgUrl: null, sort: 7, status: 0 };
    render(withProviders(<Drawer editing={row} mayPickAll onFinish={onFinish} />));
    expect(await screen.findByTitle('新河建材')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '排序' })).toHaveValue('7');
    expect(screen.getByRole('switch', { name: '上线' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith(row));
  });
});
