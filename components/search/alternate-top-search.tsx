'use client';

import { SearchOutlined } from '@ant-design/icons';
import { useState } from 'react';
import {
  ALTERNATE_SEARCH_TABS,
  RECOMMENDED_CATEGORIES,
  categoryListingUrl,
  searchPath,
} from '@/lib/search-box';
import { useSearchStore } from '@/stores/store-provider';
import styles from './alternate-top-search.module.css';
import { useKeywordSearch } from './use-keyword-search';
import { useTypedKeyword } from './use-typed-keyword';

type AlternateKind = (typeof ALTERNATE_SEARCH_TABS)[number]['kind'];

/** The alternate theme's own top search: 搜产品 / 搜供应商 and 3 recommended categories. */
export function AlternateTopSearch() {
  const keyword = useSearchStore((s) => s.topBarKeyword);
  const setKeyword = useSearchStore((s) => s.setTopBarKeyword);
  const [kind, setKind] = useState<AlternateKind>('product');
  const { flashing, search } = useKeywordSearch();
  const form = useTypedKeyword(setKeyword);

  return (
    <div className={styles.wrap}>
      <div className={styles.tabs} role="group" aria-label="搜索类型">
        {ALTERNATE_SEARCH_TABS.map((t) => (
          <button
            key={t.kind}
            type="button"
            className={t.kind === kind ? styles.tabActive : styles.tab}
            aria-pressed={t.kind === kind}
            onClick={() => setKind(t.kind)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* Action and input name make it a plain GET search until the island has hydrated. */}
      <form
        ref={form}
        role="search"
        aria-label="商城搜索"
        action={searchPath(kind)}
        className={`${styles.box} ${flashing ? styles.flash : ''}`}
        data-flashing={flashing || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          search(kind, keyword, 0);
        }}
      >
        <input
          className={styles.input}
          type="search"
          name="keyword"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={kind === 'product' ? '请输入产品名称' : '请输入供应商名称'}
          aria-label="搜索关键词"
          aria-invalid={flashing || undefined}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          <SearchOutlined aria-hidden />
          搜索
        </button>
      </form>
      <nav className={styles.recommend} aria-label="推荐分类">
        <span>推荐分类：</span>
        {RECOMMENDED_CATEGORIES.map((c) => (
          <a key={c.id} href={categoryListingUrl(c.id)}>
            {c.name}
          </a>
        ))}
      </nav>
    </div>
  );
}
