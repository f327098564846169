import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FactorySpotDetail } from '@/components/supplier/factory-spot-detail';
import { loadShowroom, tenantIdOf } from '@/components/supplier/showroom-data';
import { factoryMap } from '@/server/services/suppliers';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const showroom = await loadShowroom((await params).id);
  return { title: `工厂实景详情 - ${showroom.shortName ?? showroom.name}` };
}

/**
 * /supplier/:tenantId/factory-map/detail?id= — one point of the factory map. Every point is
 * rendered into the cached page; the query picks one in the browser.
 */
export default async function FactorySpotPage({ params }: Props) {
  const id = tenantIdOf((await params).id);
  const spots = await factoryMap(id);
  return (
    <Suspense>
      <FactorySpotDetail tenantId={id} spots={spots} />
    </Suspense>
  );
}
