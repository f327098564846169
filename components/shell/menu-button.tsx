'use client';

import { Dropdown, type MenuProps } from 'antd';
import {
  useImperativeHandle,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

interface Focusable {
  focus: () => void;
}

/**
 * The popup of a menu button. Dropdown moves the focus into its popup by calling `focus()` on
 * it; a plain wrapper would take that call and drop it, so this one hands it to the first item
 * (to its link when it is one, where Enter follows it).
 */
function MenuPanel({
  ref,
  className,
  header,
  children,
}: {
  ref?: Ref<Focusable>;
  className?: string;
  header?: ReactNode;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      const item = panel.current?.querySelector<HTMLElement>(
        '[role="menuitem"]:not([aria-disabled="true"])',
      );
      (item?.querySelector<HTMLElement>('a[href]') ?? item)?.focus();
    },
  }));
  return (
    <div ref={panel} className={className}>
      {header}
      {children}
    </div>
  );
}

export interface MenuButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'onKeyDown'
> {
  menu: MenuProps;
  /** Shown above the items, inside the popup. */
  header?: ReactNode;
  panelClassName?: string;
  /** The mouse may also open it by pointing at it. */
  openOnHover?: boolean;
}

/**
 * A button that opens an antd menu (the WAI-ARIA menu button): Enter, Space or ArrowDown open
 * it with the focus on the first item, the arrow keys move, Enter chooses, Escape closes; the
 * focus comes back to the button after a choice, since the chosen item disappears with the menu.
 */
export function MenuButton({
  menu,
  header,
  panelClassName,
  openOnHover = false,
  children,
  ...buttonProps
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  // Only a keyboard opening moves the focus: pointing at the menu must not pull it out of a field.
  const [byKeyboard, setByKeyboard] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const onClick: MenuProps['onClick'] = (info) => {
    button.current?.focus();
    menu.onClick?.(info);
  };

  return (
    <Dropdown
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setByKeyboard(false);
      }}
      trigger={openOnHover ? ['hover', 'click'] : ['click']}
      autoFocus={byKeyboard}
      menu={{ ...menu, onClick }}
      popupRender={(items) => (
        <MenuPanel className={panelClassName} header={header}>
          {items}
        </MenuPanel>
      )}
    >
      <button
        {...buttonProps}
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') setByKeyboard(true);
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setByKeyboard(true);
            setOpen(true);
          }
        }}
      >
        {children}
      </button>
    </Dropdown>
  );
}
