import { Empty } from 'antd';
import type { Metadata } from 'next';
import { loadShowroom, tenantIdOf } from '@/components/supplier/showroom-data';
import { QualificationGrid } from '@/components/supplier/showroom-sections';
import styles from '@/components/supplier/supplier.module.css';
import { qualifications } from '@/server/services/suppliers';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const showroom = await loadShowroom((await params).id);
  return { title: `资质证照 - ${showroom.shortName ?? showroom.name}` };
}

/** /supplier/:tenantId/qualification-license — licence, certificates, patents, reports. */
export default async function QualificationPage({ params }: Props) {
  const items = await qualifications(tenantIdOf((await params).id));
  return (
    <section className={styles.panel} style={{ margin: '20px 0 40px' }} aria-labelledby="quals">
      <h2 id="quals" className={styles.panelTitle}>
        资质证照
      </h2>
      {items.length ? (
        <QualificationGrid items={items} />
      ) : (
        <Empty description="该供应商暂未上传资质证照" />
      )}
    </section>
  );
}
