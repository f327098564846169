import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { errorPageTitle } from '@/lib/error-page';

export const metadata: Metadata = { title: { absolute: errorPageTitle(404) } };

/** Any path no route claims ends here, so the themed 404 page answers with status 404. */
export default function UnknownPage() {
  notFound();
}
