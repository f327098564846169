import type { Metadata } from 'next';
import { AgreementManager } from '@/components/supplier-centre/agreement-manager';
import styles from '@/components/workbench/workbench.module.css';
import { workbenchHref } from '@/lib/workbench-nav';
import { agreementListInput, listAgreements } from '@/server/services/supplier-agreements';
import { workbenchViewer } from '@/server/services/workbench-viewer';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '协议价' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** 供应中心 · 协议价: the prices agreed with buyer companies per SKU and their validity. */
export default async function SupplierAgreementsPage({ searchParams }: Props) {
  const viewer = await workbenchViewer('supplier');
  if (!viewer.allowed) return null;
  const sp = await searchParams;
  const parsed = agreementListInput.safeParse({
    buyer: first(sp.buyer),
    keyword: first(sp.keyword),
    state: first(sp.state),
    pageNo: first(sp.page),
    pageSize: 10,
  });
  const q = parsed.success ? parsed.data : { pageNo: 1, pageSize: 10 };
  const page = await listAgreements(viewer.user, q);
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>协议价</h1>
      <p style={{ margin: '-8px 0 16px', color: 'var(--mall-muted)' }}>
        为指定采购企业设置商品规格的专属价格，有效期内该企业在购物车和商品详情看到的即是协议价。
      </p>
      <AgreementManager
        base={workbenchHref('supplier', 'agreements')}
        filters={{ buyer: q.buyer ?? '', keyword: q.keyword ?? '', state: q.state }}
        page={page}
      />
    </section>
  );
}
