'use client';

import Link from 'next/link';
import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styles from './menu-button.module.css';

/** A choice of the menu; with `href` it is a link (Enter and a click follow it). */
export interface MenuChoice {
  key: string;
  label: ReactNode;
  href?: string;
}

export type MenuEntry =
  | MenuChoice
  | { type: 'divider'; key: string }
  | { type: 'group'; key: string; label: ReactNode; children: MenuChoice[] };

export interface MenuSpec {
  items: MenuEntry[];
  /** The items are radio choices (`menuitemradio`), those in `selectedKeys` checked. */
  selectable?: boolean;
  selectedKeys?: string[];
  onClick?: (choice: { key: string }) => void;
}

export interface MenuButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'onKeyDown' | 'onKeyUp'
> {
  menu: MenuSpec;
  /** Shown above the items, inside the popup. */
  header?: ReactNode;
  panelClassName?: string;
  /** The mouse may also open it by pointing at it. */
  openOnHover?: boolean;
}

/** Pointing away closes a hover-opened menu after this long, so the pointer can cross the gap. */
const HOVER_CLOSE_MS = 150;

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
];

function focusEnd(menu: HTMLElement | null, which: 'first' | 'last') {
  const all = itemsOf(menu);
  (which === 'first' ? all[0] : all.at(-1))?.focus();
}

/**
 * A button that opens a menu (the WAI-ARIA menu button), in plain markup: the header is on every
 * page, and antd's Dropdown cost every page ~27 kB of script. Enter, Space or ArrowDown open it
 * with the focus on the first item (ArrowUp: the last), the arrow keys, Home and End move, Enter
 * or Space chooses, Escape closes; the focus comes back to the button after a choice, since the
 * chosen item disappears with the menu. A mouse opening leaves the focus where it is.
 */
export function MenuButton({
  menu,
  header,
  panelClassName,
  openOnHover = false,
  children,
  className,
  ...buttonProps
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Where the focus goes once the menu is on screen: a keyboard opening moves it into the menu.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;

  const items = () => itemsOf(list.current);
  const focusItem = (which: 'first' | 'last') => focusEnd(list.current, which);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusEnd(list.current, focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const openBy = (focus: 'first' | 'last') => {
    if (open) return focusItem(focus);
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const choose = (key: string) => {
    close(true);
    menu.onClick?.({ key });
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      // Handled here, so the key's own click does not toggle the menu shut again.
      e.preventDefault();
      openBy(e.key === 'ArrowUp' ? 'last' : 'first');
    } else if (e.key === 'Escape' && open) {
      close(false);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    switch (e.key) {
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        return move(at < 0 ? -1 : at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(-1);
      case 'Escape':
        e.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  const hover = openOnHover
    ? {
        onPointerEnter: (e: { pointerType: string }) => {
          if (e.pointerType !== 'mouse') return;
          clearTimeout(hoverTimer.current);
          setOpen(true);
        },
        onPointerLeave: (e: { pointerType: string }) => {
          if (e.pointerType !== 'mouse') return;
          hoverTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
        },
      }
    : {};

  const choice = (item: MenuChoice) => {
    const checked = menu.selectable ? menu.selectedKeys?.includes(item.key) : undefined;
    const common = {
      role: menu.selectable ? 'menuitemradio' : 'menuitem',
      'aria-checked': checked,
      tabIndex: -1,
      className: `${styles.item} ${checked ? styles.checked : ''}`,
    };
    return (
      <li key={item.key} role="none">
        {item.href ? (
          <Link {...common} href={item.href} prefetch={false} onClick={() => close(false)}>
            {item.label}
          </Link>
        ) : (
          <span
            {...common}
            onClick={() => choose(item.key)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              choose(item.key);
            }}
          >
            {item.label}
          </span>
        )}
      </li>
    );
  };

  return (
    <span
      ref={root}
      className={styles.root}
      {...hover}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        {...buttonProps}
        ref={button}
        id={buttonId}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // Pointing has already opened a hover menu: the click that follows must not shut it.
        onClick={() => setOpen((was) => openOnHover || !was)}
        onKeyDown={onButtonKeyDown}
        // A Space's click comes on key up; the key down has already opened the menu.
        onKeyUp={(e) => e.key === ' ' && e.preventDefault()}
      >
        {children}
      </button>
      {open ? (
        <div className={`${styles.panel} ${panelClassName ?? ''}`}>
          {header}
          <ul
            ref={list}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            className={styles.menu}
            onKeyDown={onMenuKeyDown}
          >
            {menu.items.map((entry) => {
              if (!('type' in entry)) return choice(entry);
              if (entry.type === 'divider') {
                return <li key={entry.key} role="separator" className={styles.divider} />;
              }
              const labelId = `${id}-${entry.key}`;
              return (
                <Fragment key={entry.key}>
                  <li role="none" id={labelId} className={styles.groupLabel}>
                    {entry.label}
                  </li>
                  <li role="none">
                    <ul role="group" aria-labelledby={labelId} className={styles.group}>
                      {entry.children.map(choice)}
                    </ul>
                  </li>
                </Fragment>
              );
            })}
          </ul>
        </div>
      ) : null}
    </span>
  );
}
