'use client';

import { useCallback, useState, type ReactNode } from 'react';
import { formErrorSummary, type FieldErrors } from '@/lib/form-errors';

/**
 * What a screen reader hears when a submit is refused (WCAG 3.3.1, 4.1.3): `announce` puts a
 * summary into a polite live region, `region`, rendered inside the form. `count` grows with each
 * refusal, for moving the focus after it.
 */
export function useRefusalSummary(): {
  announce: (fields: readonly FieldErrors[]) => void;
  region: ReactNode;
  count: number;
} {
  // A new node per refusal, so the same errors are read again on the next attempt.
  const [announced, setAnnounced] = useState({ text: '', key: 0 });
  const announce = useCallback(
    (fields: readonly FieldErrors[]) =>
      setAnnounced((a) => ({ text: formErrorSummary(fields), key: a.key + 1 })),
    [],
  );
  const region = (
    <div className="visually-hidden" aria-live="polite">
      {announced.text && <p key={announced.key}>{announced.text}</p>}
    </div>
  );
  return { announce, region, count: announced.key };
}
