import type { Metadata } from 'next';
import { UrlPagination } from '@/components/keep-alive';
import { ListEmpty } from '@/components/opportunity/list-empty';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { SelfInquiryForm } from '@/components/opportunity/self-inquiry-form';
import { formatDay, SELF_INQUIRY_STATUS_LABEL } from '@/lib/opportunity-rules';
import { selfInquiryPage, selfInquiryQuery } from '@/server/services/inquiries';
import { parseListParams } from '@/server/services/list-params';
import { pageViewer } from '@/server/services/page-viewer';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/inquiry/find-rice', { title: '自助询价' });
}

/**
 * /inquiry/find-rice: buyers post what they need; every posted inquiry is listed here for
 * suppliers, who see the full phone number (others see it masked).
 */
export default async function FindRicePage({ searchParams }: Props) {
  const q = parseListParams(selfInquiryQuery, await searchParams);
  const page = await selfInquiryPage(q, await pageViewer());
  return (
    <PageFrame
      crumbs={[{ label: '询价公告', href: '/inquiry/list' }, { label: '自助询价' }]}
      title="自助询价"
    >
      <div className={styles.columns}>
        <section aria-label="采购需求">
          <p className={styles.muted} role="status">
            共 {page.total} 条采购需求，供应商可直接联系采购方报价
          </p>
          {page.records.length ? (
            <ul className={styles.rows} aria-label="自助询价列表">
              {page.records.map((i) => (
                <li key={i.id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <span className={styles.rowTitle}>{i.itemName}</span>
                    <div className={styles.meta}>
                      <span>规格：{i.spec ?? '—'}</span>
                      <span>
                        数量：{Number(i.quantity)} {i.unit}
                      </span>
                      <span>期望到货：{formatDay(i.expectedDate)}</span>
                      <span>
                        联系人：{i.contactName} {i.phone}
                      </span>
                      <span>发布：{formatDay(i.createdAt)}</span>
                    </div>
                    {i.remark ? <div className={styles.meta}>备注：{i.remark}</div> : null}
                  </div>
                  {i.mine ? (
                    <span className={`${styles.tag} ${styles.tagPublic}`}>我的</span>
                  ) : null}
                  <span
                    className={`${styles.tag} ${i.status === 0 ? styles.tagOpen : styles.tagClosed}`}
                  >
                    {SELF_INQUIRY_STATUS_LABEL[i.status]}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <ListEmpty text="还没有采购需求，在右侧发布第一条询价吧" />
          )}
          <div className={styles.pagination}>
            <UrlPagination
              path="/inquiry/find-rice"
              params={{}}
              pageNo={q.pageNo}
              total={page.total}
              pageSize={q.pageSize}
            />
          </div>
        </section>
        <aside className={styles.panel}>
          <h2>发布询价</h2>
          <p className={styles.muted}>填写采购需求，平台供应商将主动为您报价。</p>
          <SelfInquiryForm />
        </aside>
      </div>
    </PageFrame>
  );
}
