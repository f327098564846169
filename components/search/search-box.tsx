'use client';

import { DownOutlined, SearchOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { api } from '@/api';
import type { SearchSuggestion } from '@/api/types';
import { MenuButton } from '@/components/shell/menu-button';
import {
  DEFAULT_SEARCH_KIND,
  SEARCH_KINDS,
  SUGGEST_PAGE_SIZE,
  SUGGEST_THROTTLE_MS,
  searchPath,
  suggestQuery,
  throttle,
  type SearchKind,
  type Throttled,
} from '@/lib/search-box';
import { useSearchStore } from '@/stores/store-provider';
import { ImageSearchButton } from './image-search-button';
import styles from './search-box.module.css';
import { useKeywordSearch } from './use-keyword-search';
import { useTypedKeyword } from './use-typed-keyword';

const PLACEHOLDER: Record<SearchKind, string> = {
  product: '搜索产品名称、品牌、型号',
  supplier: '搜索供应商名称',
  case: '搜索设计案例',
};

export interface SearchBoxProps {
  /** Image search exists only in the default theme (spec §2). */
  imageSearch?: boolean;
}

/**
 * The brand bar's search box: type switcher, throttled suggestions in an editable combobox
 * (WAI-ARIA 1.2, list autocomplete), empty-search flash.
 */
export function SearchBox({ imageSearch = false }: SearchBoxProps) {
  const keyword = useSearchStore((s) => s.topBarKeyword);
  const setKeyword = useSearchStore((s) => s.setTopBarKeyword);
  const [kind, setKind] = useState<SearchKind>(DEFAULT_SEARCH_KIND);
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  // The option under the arrow keys, -1 for none: Enter then searches the typed words.
  const [active, setActive] = useState(-1);
  const { flashing, search } = useKeywordSearch();
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const listbox = useRef<HTMLUListElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const suggest = useRef<Throttled<[SearchKind, string]> | null>(null);
  const form = useTypedKeyword(setKeyword);

  useEffect(() => {
    const throttled = throttle((forKind: SearchKind, text: string) => {
      const query = suggestQuery(forKind, text);
      const id = ++latest.current;
      if (!query) return;
      api.getProductSearchRes(query, { skipErrorHandler: true }).then(
        (list) => {
          if (id !== latest.current) return;
          setSuggestions(list.slice(0, SUGGEST_PAGE_SIZE));
          setActive(-1);
          // Suggestions landing after the visitor has left the box stay closed until asked for.
          setOpen(document.activeElement === input.current);
        },
        () => id === latest.current && setSuggestions([]),
      );
    }, SUGGEST_THROTTLE_MS);
    suggest.current = throttled;
    return () => throttled.cancel();
  }, []);

  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    if (expanded && active >= 0) {
      listbox.current?.children[active]?.scrollIntoView({ block: 'nearest' });
    }
  }, [expanded, active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onType = (text: string) => {
    setKeyword(text);
    setActive(-1);
    if (suggestQuery(kind, text)) {
      suggest.current?.(kind, text);
    } else {
      latest.current++;
      setSuggestions([]);
    }
  };

  const submit = (text: string) => {
    close();
    // Suggestions still on their way would open over the page the search goes to.
    suggest.current?.cancel();
    latest.current++;
    search(kind, text, suggestions.length);
  };

  const choose = (text: string) => {
    setKeyword(text);
    submit(text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (count === 0) return;
        e.preventDefault();
        if (!expanded) {
          setOpen(true);
        } else if (e.key === 'ArrowDown') {
          setActive((active + 1) % count);
        } else {
          setActive(active <= 0 ? count - 1 : active - 1);
        }
        return;
      case 'Escape':
        if (!expanded) return;
        e.preventDefault();
        close();
        return;
      case 'Enter': {
        // This Enter confirms a Chinese input method's candidate, not the search.
        if (e.nativeEvent.isComposing) return;
        e.preventDefault();
        const chosen = expanded ? suggestions[active] : undefined;
        if (chosen) choose(chosen.realName);
        else submit(keyword);
        return;
      }
    }
  };

  const label = SEARCH_KINDS.find((k) => k.kind === kind)?.label ?? '';

  return (
    // Action and input name make it a plain GET search until the island has hydrated.
    <form
      ref={form}
      role="search"
      aria-label="商城搜索"
      action={searchPath(kind)}
      className={`${styles.box} ${flashing ? styles.flash : ''}`}
      data-flashing={flashing || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        submit(keyword);
      }}
    >
      <MenuButton
        className={styles.kind}
        aria-label={`搜索类型：${label}`}
        openOnHover
        menu={{
          items: SEARCH_KINDS.map((k) => ({ key: k.kind, label: k.label })),
          selectable: true,
          selectedKeys: [kind],
          onClick: ({ key }) => {
            setKind(key as SearchKind);
            latest.current++;
            setSuggestions([]);
          },
        }}
      >
        {label}
        <DownOutlined className={styles.kindCaret} aria-hidden />
      </MenuButton>
      <input
        ref={input}
        className={styles.input}
        name="keyword"
        value={keyword}
        onChange={(e) => onType(e.target.value)}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        onBlur={close}
        placeholder={PLACEHOLDER[kind]}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-label="搜索关键词"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={flashing || undefined}
      />
      {expanded ? (
        <ul
          ref={listbox}
          id={listId}
          role="listbox"
          aria-label="搜索联想"
          className={styles.suggestions}
        >
          {suggestions.map((s, i) => (
            <li
              key={`${s.type}-${s.bid}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              // Keeps the focus in the input, so the click neither blurs nor closes the list.
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => setActive(i)}
              onClick={() => choose(s.realName)}
            >
              {s.realName}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {expanded ? `${suggestions.length} 条联想` : ''}
      </p>
      {imageSearch ? <ImageSearchButton /> : null}
      <button type="submit" className={styles.submit}>
        <SearchOutlined aria-hidden />
        搜索
      </button>
    </form>
  );
}
