'use client';

import { Empty } from 'antd';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import type { FactoryImage } from '@/api/types';
import { resizedUrl } from '@/lib/image-params';
import { showroomPath } from '@/lib/supplier';
import showroom from './showroom.module.css';
import styles from './supplier.module.css';

export function FactorySpotDetail({
  tenantId,
  spots,
}: {
  tenantId: number;
  spots: FactoryImage[];
}) {
  const wanted = Number(useSearchParams().get('id'));
  const index = Math.max(
    0,
    spots.findIndex((s) => s.id === wanted),
  );
  const spot = spots[index];
  const back = showroomPath(tenantId, 'factory-map');
  if (!spot) {
    return (
      <section className={styles.panel} style={{ margin: '20px 0 40px' }}>
        <Empty description="该供应商暂未上传工厂实景" />
      </section>
    );
  }
  const sibling = (i: number) => spots[(i + spots.length) % spots.length]!;
  return (
    <section className={styles.panel} style={{ margin: '20px 0 40px' }} aria-labelledby="spot">
      <p className={styles.breadcrumb}>
        <Link href={back}>工厂实景</Link> &gt; {spot.title}
      </p>
      <h2 id="spot" className={styles.panelTitle}>
        {index + 1}. {spot.title}
      </h2>
      <p className={styles.lead} style={{ margin: '0 0 16px' }}>
        {spot.description}
      </p>
      <ul className={showroom.gallery} aria-label={`${spot.title}照片`}>
        {spot.images.map((src, i) => (
          <li key={src + i}>
            <figure className={showroom.figure}>
              {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
              <img src={resizedUrl(src, 800)} alt={`${spot.title} 照片 ${i + 1}`} />
            </figure>
          </li>
        ))}
      </ul>
      {spots.length > 1 ? (
        <nav
          style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}
          aria-label="其他实景"
        >
          <Link href={`${back}/detail?id=${sibling(index - 1).id}`}>
            上一处：{sibling(index - 1).title}
          </Link>
          <Link href={`${back}/detail?id=${sibling(index + 1).id}`}>
            下一处：{sibling(index + 1).title}
          </Link>
        </nav>
      ) : null}
    </section>
  );
}
