import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton, type MenuSpec } from './menu-button';

function renderMenu(spec: Partial<MenuSpec> = {}, openOnHover = false) {
  const onClick = vi.fn();
  const menu: MenuSpec = {
    items: [
      { key: 'home', label: '首页', href: '/' },
      { type: 'divider', key: 'd' },
      { key: 'a', label: '甲' },
      {
        type: 'group',
        key: 'g',
        label: '切换身份',
        children: [
          { key: 'b', label: '乙' },
          { key: 'c', label: '丙' },
        ],
      },
    ],
    onClick,
    ...spec,
  };
  render(
    <>
      <MenuButton menu={menu} openOnHover={openOnHover}>
        菜单
      </MenuButton>
      <button type="button">别处</button>
    </>,
  );
  return { onClick, trigger: screen.getByRole('button', { name: '菜单' }) };
}

const focusedItem = () => document.activeElement?.textContent;

describe('MenuButton', () => {
  it('names the menu by its button and groups items under their label', async () => {
    const { trigger } = renderMenu();
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: '菜单' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    const group = within(menu).getByRole('group', { name: '切换身份' });
    expect(
      within(group)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['乙', '丙']);
    expect(within(menu).getByRole('menuitem', { name: '首页' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
  });

  it('walks the items with the arrows, Home and End, wrapping at both ends', async () => {
    const { trigger } = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedItem()).toBe('丙'));
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('首页');
    await userEvent.keyboard('{End}');
    expect(focusedItem()).toBe('丙');
    await userEvent.keyboard('{Home}');
    expect(focusedItem()).toBe('首页');
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedItem()).toBe('丙');
  });

  it('chooses with Space, closes and gives the focus back to the button', async () => {
    const { trigger, onClick } = renderMenu();
    trigger.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(focusedItem()).toBe('首页'));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledWith({ key: 'a' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when Tab leaves it or a click lands elsewhere, without choosing', async () => {
    const { trigger, onClick } = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(focusedItem()).toBe('首页'));
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '别处' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a click toggles a click menu', async () => {
    const { trigger } = renderMenu();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a hover menu by pointing, keeps it open on the click, closes it on leaving', async () => {
    const { trigger } = renderMenu({}, true);
    await userEvent.hover(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('marks the selected choice of a selectable menu', async () => {
    const { trigger } = renderMenu({
      items: [
        { key: 'x', label: '产品' },
        { key: 'y', label: '供应商' },
      ],
      selectable: true,
      selectedKeys: ['y'],
    });
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: '产品' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(menu).getByRole('menuitemradio', { name: '供应商' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
