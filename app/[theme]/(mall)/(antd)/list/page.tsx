import type { Metadata } from 'next';
import { SupplierDirectory } from '@/components/supplier/supplier-directory';
import { pageAds } from '@/server/services/ads';
import { parseDirectoryQuery } from '@/lib/supplier';
import { listMetadata } from '@/server/services/seo';

// The list depends on the query string, which the ISR cache cannot key on.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ theme: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  return listMetadata(
    (await params).theme,
    '/list',
    query,
    { title: '合格供方名录' },
    {
      catalogue: true,
    },
  );
}

/** /list?keyword=&categoryId=&provinceId=&cityId=&childType=&memberLevel=&page= */
export default async function SupplierListPage({ params, searchParams }: Props) {
  const [query, ads] = await Promise.all([
    searchParams.then(parseDirectoryQuery),
    pageAds((await params).theme, 'supplier-list'),
  ]);
  return <SupplierDirectory query={query} ads={ads} />;
}
