'use client';

import { DownOutlined, SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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

/** The brand bar's search box: type switcher, throttled suggestions, empty-search flash. */
export function SearchBox({ imageSearch = false }: SearchBoxProps) {
  const keyword = useSearchStore((s) => s.topBarKeyword);
  const setKeyword = useSearchStore((s) => s.setTopBarKeyword);
  const [kind, setKind] = useState<SearchKind>(DEFAULT_SEARCH_KIND);
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const { flashing, search } = useKeywordSearch();
  const latest = useRef(0);
  // Set while an option's selection runs, so the same Enter does not search twice.
  const selecting = useRef(false);

  const suggest = useRef<Throttled<[SearchKind, string]> | null>(null);
  const form = useTypedKeyword(setKeyword);

  useEffect(() => {
    const throttled = throttle((forKind: SearchKind, text: string) => {
      const query = suggestQuery(forKind, text);
      const id = ++latest.current;
      if (!query) return;
      api.getProductSearchRes(query, { skipErrorHandler: true }).then(
        (list) => id === latest.current && setSuggestions(list.slice(0, SUGGEST_PAGE_SIZE)),
        () => id === latest.current && setSuggestions([]),
      );
    }, SUGGEST_THROTTLE_MS);
    suggest.current = throttled;
    return () => throttled.cancel();
  }, []);

  const onType = (text: string) => {
    setKeyword(text);
    if (suggestQuery(kind, text)) {
      suggest.current?.(kind, text);
    } else {
      latest.current++;
      setSuggestions([]);
    }
  };

  const submit = (text: string) => search(kind, text, suggestions.length);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if (selecting.current) return;
    e.preventDefault();
    submit(keyword);
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
      <AutoComplete
        className={styles.input}
        classNames={{ popup: { root: styles.suggestions } }}
        value={keyword}
        options={suggestions.map((s) => ({ key: `${s.type}-${s.bid}`, value: s.realName }))}
        onChange={onType}
        onSelect={(value: string) => {
          selecting.current = true;
          queueMicrotask(() => (selecting.current = false));
          setKeyword(value);
          submit(value);
        }}
        onKeyDown={onKeyDown}
        defaultActiveFirstOption={false}
        placeholder={PLACEHOLDER[kind]}
        aria-label="搜索关键词"
        aria-invalid={flashing || undefined}
        variant="borderless"
      >
        <Input name="keyword" variant="borderless" />
      </AutoComplete>
      {imageSearch ? <ImageSearchButton /> : null}
      <button type="submit" className={styles.submit}>
        <SearchOutlined aria-hidden />
        搜索
      </button>
    </form>
  );
}
