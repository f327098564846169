import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { errorPageTitle } from '@/lib/error-page';

export const metadata: Metadata = { title: { absolute: errorPageTitle(404) } };

/** An unknown /mobile/… path gets the phone 404 page, not the desktop one. */
export default function UnknownMobilePage() {
  notFound();
}
