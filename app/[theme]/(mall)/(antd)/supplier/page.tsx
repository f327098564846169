import { redirect } from 'next/navigation';

/** /supplier without a tenant id: the supplier directory. */
export default function SupplierIndexPage() {
  redirect('/list');
}
