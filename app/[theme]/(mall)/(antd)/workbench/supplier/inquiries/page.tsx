import type { Metadata } from 'next';
import Link from 'next/link';
import { QuoteTag } from '@/components/supplier-centre/quote-tag';
import centre from '@/components/supplier-centre/centre.module.css';
import { UrlPagination } from '@/components/supplier/url-pagination';
import styles from '@/components/workbench/workbench.module.css';
import { formatDateTime, formatFen } from '@/lib/format';
import { parseQuoteTab, QUOTE_TABS, type QuoteTab } from '@/lib/inquiry-quote';
import { workbenchHref } from '@/lib/workbench-nav';
import { supplierInquiries } from '@/server/services/supplier-inquiries';
import { workbenchViewer } from '@/server/services/workbench-viewer';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '询价与报价' };

const BASE = workbenchHref('supplier', 'inquiries');
const PAGE_SIZE = 10;
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const tabHref = (tab: QuoteTab) => (tab === 'pending' ? BASE : `${BASE}?tab=${tab}`);

function pageOf(raw: string | string[] | undefined): number {
  const text = Array.isArray(raw) ? raw[0] : raw;
  return text && /^\d{1,4}$/.test(text) && Number(text) > 0 ? Number(text) : 1;
}

/** 供应中心 · 询价与报价: inquiries in the supplier's categories, by 待报价 / 已报价 / 已截止. */
export default async function SupplierInquiriesPage({ searchParams }: Props) {
  const viewer = await workbenchViewer('supplier');
  if (!viewer.allowed) return null;
  const sp = await searchParams;
  const tab = parseQuoteTab(sp.tab);
  const pageNo = pageOf(sp.page);
  const page = await supplierInquiries(viewer.user, { tab, pageNo, pageSize: PAGE_SIZE });
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>询价与报价</h1>
      <nav aria-label="报价状态">
        <ul className={centre.tabs}>
          {QUOTE_TABS.map((t) => (
            <li key={t.key}>
              <Link
                href={tabHref(t.key)}
                prefetch={false}
                aria-current={t.key === tab ? 'page' : undefined}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.records.length === 0 ? (
        <p className={centre.empty}>
          {tab === 'pending'
            ? '暂无待报价的询价：与贵司经营类目相符的新询价会出现在这里'
            : tab === 'quoted'
              ? '暂无已报价且仍在报价期内的询价'
              : '暂无已截止的询价'}
        </p>
      ) : (
        <table
          className={centre.table}
          aria-label={`${QUOTE_TABS.find((t) => t.key === tab)!.label}询价`}
        >
          <thead>
            <tr>
              <th scope="col">询价单</th>
              <th scope="col">采购单位</th>
              <th scope="col">地区</th>
              <th scope="col" className={centre.num}>
                明细
              </th>
              <th scope="col">报价截止</th>
              <th scope="col">状态</th>
              <th scope="col" className={centre.num}>
                我的报价
              </th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {page.records.map((r) => {
              return (
                <tr key={r.id}>
                  <td>
                    <Link href={`${BASE}/${r.id}`} prefetch={false}>
                      {r.purchaseProjectName}
                    </Link>
                    <div className={centre.muted}>{r.code}</div>
                  </td>
                  <td>{r.purchaseUserName}</td>
                  <td>{[r.province, r.city].filter(Boolean).join(' ') || '—'}</td>
                  <td className={centre.num}>{r.lineCount} 项</td>
                  <td>
                    {formatDateTime(r.quoteEnd)}
                    {r.closingSoon ? <div className={centre.muted}>即将截止</div> : null}
                  </td>
                  <td>
                    <QuoteTag tab={r.tab} />
                  </td>
                  <td className={centre.num}>
                    {r.quotedTotal === null ? '—' : `¥${formatFen(r.quotedTotal)}`}
                  </td>
                  <td>
                    <Link href={`${BASE}/${r.id}`} prefetch={false}>
                      {r.tab === 'pending' ? '去报价' : r.tab === 'quoted' ? '修改报价' : '查看'}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div style={{ marginTop: 16 }}>
        <UrlPagination
          href={tabHref(tab)}
          current={pageNo}
          total={page.total}
          pageSize={PAGE_SIZE}
        />
      </div>
    </section>
  );
}
