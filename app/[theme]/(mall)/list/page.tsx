import type { Metadata } from 'next';
import { SupplierDirectory } from '@/components/supplier/supplier-directory';
import { parseDirectoryQuery } from '@/lib/supplier';
import { seoMetadata } from '@/server/services/seo';

// The list depends on the query string, which the ISR cache cannot key on.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Promise<Metadata> {
  return seoMetadata('/list', { title: '合格供方名录' });
}

/** /list?keyword=&categoryId=&provinceId=&cityId=&childType=&memberLevel=&page= */
export default async function SupplierListPage({ searchParams }: Props) {
  return <SupplierDirectory query={parseDirectoryQuery(await searchParams)} />;
}
