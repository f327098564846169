import type { Metadata } from 'next';
import { PanoramaViewer } from '@/components/supplier/panorama-viewer';
import { loadShowroom, tenantIdOf } from '@/components/supplier/showroom-data';
import styles from '@/components/supplier/supplier.module.css';
import { factoryVrs } from '@/server/services/suppliers';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const showroom = await loadShowroom((await params).id);
  return { title: `VR看厂 - ${showroom.shortName ?? showroom.name}` };
}

/** /supplier/:tenantId/FactoryVR — 360° panoramas of the plant. */
export default async function FactoryVrPage({ params }: Props) {
  const tours = await factoryVrs(tenantIdOf((await params).id));
  return (
    <section className={styles.panel} style={{ margin: '20px 0 40px' }} aria-labelledby="vr">
      <h2 id="vr" className={styles.panelTitle}>
        VR看厂
      </h2>
      <PanoramaViewer tours={tours} />
    </section>
  );
}
