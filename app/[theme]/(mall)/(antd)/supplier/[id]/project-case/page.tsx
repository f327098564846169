import { Empty } from 'antd';
import type { Metadata } from 'next';
import { loadShowroom, tenantIdOf } from '@/components/supplier/showroom-data';
import { ProjectCaseGrid } from '@/components/supplier/showroom-sections';
import styles from '@/components/supplier/supplier.module.css';
import { UrlPagination } from '@/components/supplier/url-pagination';
import { showroomPath } from '@/lib/supplier';
import { projectCases } from '@/server/services/suppliers';

// The page number comes from the query string.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const showroom = await loadShowroom((await params).id);
  return { title: `项目案例 - ${showroom.shortName ?? showroom.name}` };
}

/** /supplier/:tenantId/project-case?page= */
export default async function ProjectCasePage({ params, searchParams }: Props) {
  const tenantId = tenantIdOf((await params).id);
  const raw = (await searchParams).page;
  const pageNo = Math.min(10_000, Math.max(1, Number.parseInt(String(raw ?? '1'), 10) || 1));
  const page = await projectCases({ tenantId, pageNo, pageSize: 9 });
  return (
    <section className={styles.panel} style={{ margin: '20px 0 40px' }} aria-labelledby="cases">
      <h2 id="cases" className={styles.panelTitle}>
        项目案例
      </h2>
      {page.records.length ? (
        <ProjectCaseGrid cases={page.records} />
      ) : (
        <Empty description="该供应商暂未发布项目案例" />
      )}
      <div className={styles.pagination}>
        <UrlPagination
          href={showroomPath(tenantId, 'project-case')}
          current={page.pageNo}
          total={page.total}
          pageSize={page.pageSize}
        />
      </div>
    </section>
  );
}
