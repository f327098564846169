import type { Metadata } from 'next';
import { SupplierSearchResults } from '@/components/supplier/supplier-search-results';
import { parseSupplierSearchQuery } from '@/lib/supplier';

// Results depend on the query string.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { keyword } = parseSupplierSearchQuery(await searchParams);
  return { title: keyword ? `${keyword} - 优选供应商搜索` : '优选供应商' };
}

/** /yeation/more?keyword=&brandIds=&brandName=&categoryId=&page= — selected-supplier search. */
export default async function YeationMorePage({ searchParams }: Props) {
  return <SupplierSearchResults query={parseSupplierSearchQuery(await searchParams)} />;
}
