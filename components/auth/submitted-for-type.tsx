'use client';

import { useSearchParams } from 'next/navigation';
import { CertificationSubmitted } from './auth-state';

/** /auth/success: the workbench link follows the identity submitted (`type` query). */
export function SubmittedForType({
  supplierWorkbenchUrl,
  developerWorkbenchUrl,
}: {
  supplierWorkbenchUrl: string;
  developerWorkbenchUrl: string;
}) {
  const type = useSearchParams().get('type');
  return (
    <CertificationSubmitted
      workbenchHref={type === '1' ? supplierWorkbenchUrl : developerWorkbenchUrl}
    />
  );
}
