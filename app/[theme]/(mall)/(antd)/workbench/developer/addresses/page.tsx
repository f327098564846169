import type { Metadata } from 'next';
import { AddressBook } from '@/components/workbench/address-book';
import frame from '@/components/workbench/workbench.module.css';
import { MAX_ADDRESSES } from '@/server/services/checkout';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';
import { workbenchViewer } from '@/server/services/workbench-viewer';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/workbench/developer/addresses', { title: '收货地址' });
}

export default async function DeveloperAddressesPage() {
  const viewer = await workbenchViewer('developer');
  if (!viewer.allowed) return null;
  return (
    <section className={frame.panel} aria-labelledby="addresses-title">
      <h1 id="addresses-title" className={frame.pageTitle}>
        收货地址
      </h1>
      <AddressBook max={MAX_ADDRESSES} />
    </section>
  );
}
