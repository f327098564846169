import type { Metadata } from 'next';
import Link from 'next/link';
import { ListEmpty } from '@/components/opportunity/list-empty';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { listHref } from '@/lib/list-url';
import { openBidAreas } from '@/server/services/bids';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/other-bid/area', { title: '公开招标 - 按地区浏览' });
}

/** /other-bid/area: the areas of the open bid notices with their counts. */
export default async function OtherBidAreaPage() {
  const areas = await openBidAreas();
  return (
    <PageFrame
      crumbs={[{ label: '公开招标', href: '/other-bid/list' }, { label: '按地区浏览' }]}
      title="按地区浏览公开招标"
    >
      {areas.length ? (
        <ul className={styles.areas} aria-label="地区">
          {areas.map((a) => (
            <li key={a.area}>
              <Link href={listHref('/other-bid/list', { area: a.area })}>
                <strong>{a.area}</strong>
                <span className={styles.muted}>{a.count} 条公告</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ListEmpty text="暂无公开招标公告" />
      )}
    </PageFrame>
  );
}
