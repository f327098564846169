'use client';

import { RightOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { CategoryNode } from '@/api/types';
import styles from './panels.module.css';

const shown = (nodes: readonly CategoryNode[] | undefined) =>
  (nodes ?? []).filter((n) => n.status === 1);

/** Listing of a category: ids of its levels joined by underscores (spec §2). */
const listingHref = (...ids: number[]) => `/product/${ids.join('_')}`;

/** 选产品: the category tree, 3 levels; the first level picks what the right side shows. */
export function ProductPanel({ tree, loading }: { tree: CategoryNode[]; loading: boolean }) {
  const firsts = shown(tree);
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = firsts.find((n) => n.id === activeId) ?? firsts[0];

  if (firsts.length === 0) {
    return <p className={styles.state}>{loading ? '分类加载中…' : '暂无产品分类'}</p>;
  }

  return (
    <div className={styles.product}>
      <ul className={styles.firstLevel} aria-label="一级分类">
        {firsts.map((first) => (
          <li key={first.id}>
            <a
              href={listingHref(first.id)}
              className={first.id === active?.id ? styles.firstActive : undefined}
              aria-current={first.id === active?.id ? 'true' : undefined}
              onMouseEnter={() => setActiveId(first.id)}
              onFocus={() => setActiveId(first.id)}
            >
              {first.logo ? (
                // eslint-disable-next-line @next/next/no-img-element -- small category icons
                <img className={styles.firstIcon} src={first.logo} alt="" />
              ) : null}
              <span>{first.name}</span>
              <RightOutlined className={styles.firstArrow} aria-hidden />
            </a>
          </li>
        ))}
      </ul>
      {active ? (
        <div className={styles.levels}>
          <div className={styles.levelsHead}>
            <h3>{active.name}</h3>
            <a href={listingHref(active.id)}>
              查看全部
              <RightOutlined aria-hidden />
            </a>
          </div>
          <div className={styles.levelsBody}>
            {shown(active.subordinate).map((second) => (
              <dl key={second.id} className={styles.second}>
                <dt>
                  <a href={listingHref(active.id, second.id)}>{second.name}</a>
                </dt>
                <dd>
                  {shown(second.subordinate).map((third) => (
                    <a key={third.id} href={listingHref(active.id, second.id, third.id)}>
                      {third.name}
                    </a>
                  ))}
                </dd>
              </dl>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
