'use client';

import { Pagination } from 'antd';
import { useRouter } from 'next/navigation';
import { createListingUrl, type ProductQuery } from '@/lib/product-query';

interface Props {
  path: string;
  query: ProductQuery;
  total: number;
  pageSize: number;
}

/** Page numbers that change the URL, so every page can be shared and reached with Back. */
export function ListingPagination({ path, query, total, pageSize }: Props) {
  const router = useRouter();
  return (
    <Pagination
      align="center"
      current={query.page}
      total={total}
      pageSize={pageSize}
      showSizeChanger={false}
      onChange={(page) => {
        router.push(createListingUrl(path, query, { page }));
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
