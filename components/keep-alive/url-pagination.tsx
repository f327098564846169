import { LinkPagination } from '@/components/pagination/link-pagination';
import { listHref, type ListParams } from '@/lib/list-url';

interface Props {
  path: string;
  /** The list's current filters (pageNo is replaced). */
  params?: ListParams;
  pageNo: number;
  total: number;
  pageSize: number;
}

/** Page numbers that change the URL, so a keep-alive list comes back on the same page. */
export function UrlPagination({ path, params = {}, pageNo, total, pageSize }: Props) {
  return (
    <LinkPagination
      current={pageNo}
      total={total}
      pageSize={pageSize}
      showTotal
      href={(page) => listHref(path, params, { pageNo: page })}
    />
  );
}
