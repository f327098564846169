import type { Showroom } from '@/api/types';
import { RichText } from '@/components/content/rich-text';
import { capitalText } from '@/lib/supplier';
import styles from './supplier.module.css';

/** 公司简介 of the showroom home: the rich-text profile and the company facts. */
export function ShowroomProfile({ showroom }: { showroom: Showroom }) {
  const facts: [string, string][] = [
    ['成立年份', showroom.foundedYear ? `${showroom.foundedYear}年` : '—'],
    ['注册资本', showroom.registeredCapital ? capitalText(showroom.registeredCapital) : '—'],
    ['员工人数', showroom.employees ?? '—'],
    ['年产值', showroom.annualOutput ?? '—'],
    ['所在地区', [showroom.province, showroom.city].filter(Boolean).join(' ') || '—'],
    ['主营产品', showroom.mainProducts || '—'],
    ['经营品牌', showroom.brandNames.join('、') || '—'],
  ];
  return (
    <section className={styles.panel} aria-labelledby="intro">
      <h2 id="intro" className={styles.panelTitle}>
        公司简介
      </h2>
      <RichText className={styles.prose} html={showroom.intro} />
      <dl className={styles.dl} style={{ marginTop: 16 }}>
        {facts.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
