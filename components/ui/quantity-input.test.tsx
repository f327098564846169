import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { QuantityInput } from './quantity-input';

function Host({ max = 10 }: { max?: number }) {
  const [value, setValue] = useState(1);
  return (
    <>
      <QuantityInput label="采购数量" max={max} value={value} onChange={setValue} />
      <output aria-label="已选">{value}</output>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: '采购数量' });
const chosen = () => screen.getByLabelText('已选').textContent;

describe('QuantityInput', () => {
  it('steps with its buttons and stops at the limits', async () => {
    render(<Host max={2} />);
    expect(screen.getByRole('button', { name: '减少采购数量' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '增加采购数量' }));
    expect(chosen()).toBe('2');
    expect(field()).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('button', { name: '增加采购数量' })).toBeDisabled();
  });

  it('keeps digits only and commits a typed number, clamped, on leaving the field', async () => {
    render(<Host />);
    await userEvent.clear(field());
    await userEvent.type(field(), '1a2');
    expect(field()).toHaveValue('12');
    expect(chosen()).toBe('1');
    await userEvent.tab();
    expect(chosen()).toBe('10');
    expect(field()).toHaveValue('10');
  });

  it('commits on Enter, steps with the arrow keys and reads an emptied field as the minimum', async () => {
    render(<Host />);
    await userEvent.clear(field());
    await userEvent.type(field(), '5{Enter}');
    expect(chosen()).toBe('5');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(chosen()).toBe('6');
    await userEvent.clear(field());
    await userEvent.tab();
    expect(chosen()).toBe('1');
  });
});

describe('Button', () => {
  it('ignores clicks and says it is busy while loading', async () => {
    let clicks = 0;
    const { rerender } = render(
      <Button loading onClick={() => clicks++}>
        加入采购车
      </Button>,
    );
    const button = screen.getByRole('button', { name: '加入采购车' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(clicks).toBe(0);
    rerender(<Button onClick={() => clicks++}>加入采购车</Button>);
    await userEvent.click(button);
    expect(clicks).toBe(1);
  });
});
