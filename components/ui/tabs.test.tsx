import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

type Key = 'bid' | 'inquiry' | 'activity';

const items = [
  { key: 'bid', label: '招标信息', children: <button type="button">招标列表</button> },
  { key: 'inquiry', label: '询价公告', children: <button type="button">询价列表</button> },
  { key: 'activity', label: '线下活动', children: <button type="button">活动列表</button> },
] as const;

function Harness({ initial = 'bid', onChange }: { initial?: Key; onChange?: (key: Key) => void }) {
  const [active, setActive] = useState<Key>(initial);
  return (
    <Tabs
      label="商机类型"
      items={items}
      activeKey={active}
      onChange={(key) => {
        onChange?.(key);
        setActive(key);
      }}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

/** The selected tab has the focus, is the only Tab stop, and labels the one panel shown. */
function expectActive(name: string) {
  const selected = tab(name);
  expect(selected).toHaveFocus();
  expect(selected).toHaveAttribute('aria-selected', 'true');
  for (const other of screen.getAllByRole('tab')) {
    if (other === selected) continue;
    expect(other).toHaveAttribute('aria-selected', 'false');
    expect(other).toHaveAttribute('tabindex', '-1');
  }
  expect(selected).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tabpanel', { name })).toBeInTheDocument();
}

describe('Tabs', () => {
  it('names the tablist and pairs every tab with the panel it controls', () => {
    render(<Harness initial="inquiry" />);
    expect(screen.getByRole('tablist', { name: '商机类型' })).toBeInTheDocument();
    const panels = screen.getAllByRole('tabpanel');
    expect(panels).toHaveLength(1);
    const panel = panels[0]!;
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)).toBe(tab('询价公告'));
    for (const t of screen.getAllByRole('tab')) {
      expect(document.getElementById(t.getAttribute('aria-controls')!)).toBe(panel);
    }
    expect(panel).toHaveTextContent('询价列表');
  });

  it('selects a tab on click and shows only its panel', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(tab('线下活动'));
    expectActive('线下活动');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('活动列表');
    expect(screen.queryByRole('button', { name: '招标列表' })).not.toBeInTheDocument();
    await userEvent.click(tab('线下活动'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves and selects with the arrow keys, wrapping at either end', async () => {
    render(<Harness />);
    act(() => tab('招标信息').focus());
    await userEvent.keyboard('{ArrowRight}');
    expectActive('询价公告');
    await userEvent.keyboard('{ArrowRight}');
    expectActive('线下活动');
    await userEvent.keyboard('{ArrowRight}');
    expectActive('招标信息');
    await userEvent.keyboard('{ArrowLeft}');
    expectActive('线下活动');
    await userEvent.keyboard('{ArrowLeft}');
    expectActive('询价公告');
  });

  it('goes to the first and last tab on Home and End', async () => {
    render(<Harness initial="inquiry" />);
    act(() => tab('询价公告').focus());
    await userEvent.keyboard('{End}');
    expectActive('线下活动');
    await userEvent.keyboard('{Home}');
    expectActive('招标信息');
  });

  it('is one Tab stop: Tab goes from the selected tab into its panel', async () => {
    render(
      <>
        <button type="button">之前</button>
        <Harness initial="inquiry" />
      </>,
    );
    act(() => screen.getByRole('button', { name: '之前' }).focus());
    await userEvent.tab();
    expect(tab('询价公告')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '询价列表' })).toHaveFocus();
  });

  it('selects the first tab when the active key is unknown', () => {
    render(<Tabs label="商机类型" items={items} activeKey="demand" onChange={() => {}} />);
    expect(tab('招标信息')).toHaveAttribute('aria-selected', 'true');
    expect(tab('招标信息')).toHaveAttribute('tabindex', '0');
  });
});
