import type { ReactNode } from 'react';
import { loadShowroom } from '@/components/supplier/showroom-data';
import { ShowroomHeader } from '@/components/supplier/showroom-header';

// Rendered on first visit per theme and supplier, then served from cache.
export const revalidate = 300;
export async function generateStaticParams(): Promise<{ id: string }[]> {
  return [];
}

type Props = { children: ReactNode; params: Promise<{ id: string }> };

/** /supplier/:tenantId and its children: the showroom header and menu around each tab. */
export default async function ShowroomLayout({ children, params }: Props) {
  const showroom = await loadShowroom((await params).id);
  return (
    <main>
      <ShowroomHeader showroom={showroom} />
      <div className={`mall-container`}>{children}</div>
    </main>
  );
}
