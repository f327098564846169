'use client';

import { DownOutlined } from '@ant-design/icons';
import { usePathname } from 'next/navigation';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { TopConfigNode } from '@/api/types';
import {
  NAV_PANEL_HEIGHT,
  NAV_PANEL_WIDTH,
  type MainNavItem,
  type NavPanel,
} from '@/lib/navigation';
import type { HomePanelResults } from '@/lib/opportunity-tabs';
import { navKeyOfPath } from '@/lib/supplier-routes';
import { loadServerTypes } from '@/stores/app-store';
import { useAppStore, useMallStores } from '@/stores/store-provider';
import { BidPanel } from './bid-panel';
import { loadHomePanels } from './home-panels';
import { MorePanel } from './more-panel';
import styles from './main-nav.module.css';
import { OpportunityPanel } from './opportunity-panel';
import { ProductPanel } from './product-panel';

type PanelKey = NavPanel | 'more';

/** Panel sizes (spec §2): product, bid and opportunity have their own height, 更多 the default. */
export const PANEL_SIZE: Record<PanelKey, { width: number; height: number }> = {
  product: { width: NAV_PANEL_WIDTH.wide, height: NAV_PANEL_HEIGHT.product },
  bid: { width: NAV_PANEL_WIDTH.narrow, height: NAV_PANEL_HEIGHT.bid },
  opportunity: { width: NAV_PANEL_WIDTH.wide, height: NAV_PANEL_HEIGHT.opportunity },
  more: { width: NAV_PANEL_WIDTH.narrow, height: NAV_PANEL_HEIGHT.default },
};

const CONTAINER_WIDTH = NAV_PANEL_WIDTH.wide;

const panelId = (key: PanelKey) => `nav-panel-${key}`;

/** Moves the focus to the first control of an open panel; false while it has none yet. */
function focusFirstIn(key: PanelKey): boolean {
  const first = document
    .getElementById(panelId(key))
    ?.querySelector<HTMLElement>('a[href], button:not(:disabled), [role="tab"]');
  first?.focus();
  return first !== undefined && first !== null;
}

export interface MainNavProps {
  /** `mainNavItems(theme.topConfigList)`. */
  items: MainNavItem[];
  /** `moreMenuColumns(theme.topConfigList)`; no 更多 entry when empty. */
  moreColumns: TopConfigNode[];
}

/** The main navigation with its hover panels (spec §2 "Top navigation menu"). */
export function MainNav({ items, moreColumns }: MainNavProps) {
  const stores = useMallStores();
  const categories = useAppStore((s) => s.webServerType);
  const [open, setOpen] = useState<PanelKey | null>(null);
  const [visited, setVisited] = useState<ReadonlySet<PanelKey>>(() => new Set());
  const [categoriesLoading, setCategoriesLoading] = useState(false);
  const [homePanels, setHomePanels] = useState<HomePanelResults | null>(null);
  const homeRequested = useRef(false);
  const categoriesRequested = useRef(false);
  const [offsets, setOffsets] = useState<Partial<Record<PanelKey, number>>>({});
  // The panel ArrowDown asked to enter; its first link takes the focus once it has one.
  const focusPending = useRef<PanelKey | null>(null);
  // The entry of the section being viewed, by the spec's route names (找供方 on showrooms).
  const current = navKeyOfPath(usePathname() ?? '/');

  // Both bid panels read the same 8 calls; they go out once, on the first sign of interest.
  const requestHomePanels = useCallback(() => {
    if (homeRequested.current) return;
    homeRequested.current = true;
    const signedIn = stores.user.getState().userInfo !== null;
    void loadHomePanels({ signedIn }).then(setHomePanels);
  }, [stores]);

  const requestCategories = useCallback(() => {
    if (categoriesRequested.current) return;
    categoriesRequested.current = true;
    setCategoriesLoading(true);
    void loadServerTypes(stores.app).finally(() => setCategoriesLoading(false));
  }, [stores]);

  const show = useCallback(
    (key: PanelKey, item: HTMLElement) => {
      if (key === 'bid' || key === 'opportunity') requestHomePanels();
      if (key === 'product') requestCategories();
      const { width } = PANEL_SIZE[key];
      const left =
        width >= CONTAINER_WIDTH ? 0 : Math.min(item.offsetLeft, CONTAINER_WIDTH - width);
      setOffsets((o) => (o[key] === left ? o : { ...o, [key]: left }));
      setVisited((v) => (v.has(key) ? v : new Set(v).add(key)));
      setOpen(key);
    },
    [requestCategories, requestHomePanels],
  );

  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    const key = focusPending.current;
    if (key !== open) focusPending.current = null;
    else if (key && focusFirstIn(key)) focusPending.current = null;
  }, [open, categories, homePanels]);

  const onEntryKeyDown = useCallback(
    (e: KeyboardEvent<HTMLLIElement>, key: PanelKey, expanded: boolean) => {
      if (e.key === 'Escape') {
        if (!expanded) return;
        e.stopPropagation();
        setOpen(null);
        e.currentTarget.querySelector<HTMLElement>('[aria-controls]')?.focus();
        return;
      }
      const onTrigger = (e.target as HTMLElement).getAttribute('aria-controls') === panelId(key);
      // Enter on a closed entry opens its panel (a second Enter follows the link); ArrowDown
      // also moves into it.
      if (!onTrigger || (e.key !== 'ArrowDown' && (e.key !== 'Enter' || expanded))) return;
      e.preventDefault();
      if (e.key === 'ArrowDown' && expanded) {
        focusFirstIn(key);
        return;
      }
      // Panels fill in after they open (categories, home panels): the focus follows then.
      if (e.key === 'ArrowDown') focusPending.current = key;
      show(key, e.currentTarget);
    },
    [show],
  );

  const panelContent = (key: PanelKey): ReactNode => {
    switch (key) {
      case 'product':
        return <ProductPanel tree={categories} loading={categoriesLoading} />;
      case 'bid':
        return <BidPanel results={homePanels} />;
      case 'opportunity':
        return <OpportunityPanel results={homePanels} />;
      case 'more':
        return <MorePanel columns={moreColumns} />;
    }
  };

  const entry = (key: PanelKey, trigger: (expanded: boolean) => ReactNode, label: string) => {
    const expanded = open === key;
    const onBlur = (e: FocusEvent<HTMLLIElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
        setOpen((o) => (o === key ? null : o));
      }
    };
    return (
      <li
        key={key}
        className={`${styles.item} ${expanded ? styles.active : ''}`}
        onMouseEnter={(e) => show(key, e.currentTarget)}
        onMouseLeave={() => setOpen((o) => (o === key ? null : o))}
        onBlur={onBlur}
        onKeyDown={(e) => onEntryKeyDown(e, key, expanded)}
      >
        {trigger(expanded)}
        <div
          id={panelId(key)}
          role="region"
          aria-label={label}
          className={styles.panel}
          hidden={!expanded}
          style={{
            width: PANEL_SIZE[key].width,
            height: PANEL_SIZE[key].height,
            left: offsets[key] ?? 0,
          }}
        >
          {visited.has(key) ? panelContent(key) : null}
        </div>
      </li>
    );
  };

  return (
    <nav className={styles.nav} aria-label="主导航" onPointerEnter={requestHomePanels}>
      <ul className={styles.list}>
        {items.map((item) => {
          if (item.divider) {
            return <li key={item.key} className={styles.divider} role="separator" aria-hidden />;
          }
          if (item.panel) {
            const panel = item.panel;
            return entry(
              panel,
              (expanded) => (
                <a
                  className={styles.link}
                  href={item.href}
                  aria-expanded={expanded}
                  aria-controls={panelId(panel)}
                >
                  {item.label}
                  <DownOutlined className={styles.caret} aria-hidden />
                </a>
              ),
              item.label,
            );
          }
          return (
            <li
              key={item.key}
              className={`${styles.item} ${current === item.key ? styles.active : ''}`}
            >
              <a
                className={styles.link}
                href={item.href}
                aria-current={current === item.key ? 'page' : undefined}
                {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.label}
              </a>
            </li>
          );
        })}
        {moreColumns.length > 0
          ? entry(
              'more',
              (expanded) => (
                <button
                  type="button"
                  className={styles.link}
                  aria-expanded={expanded}
                  aria-controls={panelId('more')}
                  onClick={(e) => {
                    // Hover has usually opened it already; a click never closes it.
                    const item = e.currentTarget.closest('li');
                    if (item) show('more', item);
                  }}
                >
                  更多
                  <DownOutlined className={styles.caret} aria-hidden />
                </button>
              ),
              '更多',
            )
          : null}
      </ul>
    </nav>
  );
}
