import { Empty } from 'antd';
import type { Metadata } from 'next';
import { loadShowroom, tenantIdOf } from '@/components/supplier/showroom-data';
import { FactoryPlan } from '@/components/supplier/showroom-sections';
import styles from '@/components/supplier/supplier.module.css';
import { factoryMap } from '@/server/services/suppliers';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const showroom = await loadShowroom((await params).id);
  return { title: `工厂实景 - ${showroom.shortName ?? showroom.name}` };
}

/** /supplier/:tenantId/factory-map — the site plan with its points and their photos. */
export default async function FactoryMapPage({ params }: Props) {
  const id = tenantIdOf((await params).id);
  const spots = await factoryMap(id);
  return (
    <section className={styles.panel} style={{ margin: '20px 0 40px' }} aria-labelledby="factory">
      <h2 id="factory" className={styles.panelTitle}>
        工厂实景
      </h2>
      {spots.length ? (
        <FactoryPlan tenantId={id} spots={spots} />
      ) : (
        <Empty description="该供应商暂未上传工厂实景" />
      )}
    </section>
  );
}
