import type { Metadata } from 'next';
import { MobileErrorView } from '@/components/shell/mobile-error-view';
import { errorPageTitle, MOBILE_NOT_FOUND_MESSAGE } from '@/lib/error-page';

export const metadata: Metadata = { title: { absolute: errorPageTitle(404) } };

/** Every notFound() of a phone page (missing or bad id, certificate number …) lands here. */
export default function MobileNotFound() {
  return <MobileErrorView status={404} message={MOBILE_NOT_FOUND_MESSAGE} />;
}
