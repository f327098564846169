'use client';

import { useCallback, useState } from 'react';

/**
 * A busy flag around a form's submit. A failed call is swallowed on purpose: the request layer
 * has already shown the server's message, and the form keeps what was typed.
 */
export function useSaving(): [boolean, (work: () => Promise<void>) => Promise<void>] {
  const [saving, setSaving] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
    } catch {
      // Shown by the request layer; nothing to undo.
    } finally {
      setSaving(false);
    }
  }, []);
  return [saving, run];
}
