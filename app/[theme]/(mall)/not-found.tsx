import type { Metadata } from 'next';
import { BackButton } from '@/components/shell/back-button';
import { ErrorView } from '@/components/shell/error-view';
import { errorPageTitle, NOT_FOUND_MESSAGE } from '@/lib/error-page';

export const metadata: Metadata = { title: { absolute: errorPageTitle(404) } };

export default function NotFound() {
  return <ErrorView status={404} message={NOT_FOUND_MESSAGE} action={<BackButton />} />;
}
