import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderLineView } from '@/api/modules/order';
import { ShipDialog, shipFormProblem } from './ship-dialog';

const line = (id: number, num: number, shippedNum: number, itemName: string): OrderLineView => ({
  id,
  itemId: id,
  skuId: id,
  itemName,
  skuName: '',
  picUrl: null,
  unit: '件',
  price: 100,
  num,
  amount: num * 100,
  shippedNum,
});

const lines = [line(1, 10, 4, '橡木地板'), line(2, 5, 0, '踢脚线')];

describe('shipFormProblem', () => {
  it('uses the lifecycle rules: something must ship, never more than is left', () => {
    expect(shipFormProblem(lines, { qty: { 1: 0, 2: 0 } })).toBe('请填写本次发货的商品数量');
    expect(shipFormProblem(lines, { qty: { 1: 7, 2: 0 } })).toBe(
      '「橡木地板」本次发货数量超过未发数量',
    );
    expect(shipFormProblem(lines, { qty: { 1: 6, 2: 1 } })).toBeNull();
  });
});

describe('ShipDialog', () => {
  it('defaults each line to what is unshipped and sends only the lines shipped now', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ShipDialog lines={lines} busy={false} onCancel={() => {}} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: '发货' });
    expect(within(dialog).getByLabelText('「橡木地板」本次发货数量')).toHaveValue('6');
    expect(within(dialog).getByLabelText('「踢脚线」本次发货数量')).toHaveValue('5');

    await user.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText('请输入物流公司')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入物流单号')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('物流公司'), '顺丰速运');
    await user.type(within(dialog).getByLabelText('物流单号'), 'SF 123');
    await user.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(
      await within(dialog).findByText('物流单号只能包含字母、数字和短横线'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('物流单号'));
    await user.type(within(dialog).getByLabelText('物流单号'), 'SF123456');
    const second = within(dialog).getByLabelText('「踢脚线」本次发货数量');
    await user.clear(second);
    await user.type(second, '0');
    await user.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        carrier: '顺丰速运',
        trackingNo: 'SF123456',
        lines: [{ orderLineId: 1, num: 6 }],
      }),
    );
  });

  it('refuses a shipment with nothing in it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ShipDialog lines={lines} busy={false} onCancel={() => {}} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: '发货' });
    await user.type(within(dialog).getByLabelText('物流公司'), '德邦物流');
    await user.type(within(dialog).getByLabelText('物流单号'), 'DB1');
    for (const name of ['「橡木地板」本次发货数量', '「踢脚线」本次发货数量']) {
      await user.clear(within(dialog).getByLabelText(name));
      await user.type(within(dialog).getByLabelText(name), '0');
    }
    await user.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请填写本次发货的商品数量');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
