import { useEffect, useRef } from 'react';

/**
 * Keeps words typed into the server markup before the search form hydrated: React leaves them in
 * the input, but the store does not know them, so the next render would empty the box. Returns
 * the ref for the form, whose input is named keyword.
 */
export function useTypedKeyword(setKeyword: (text: string) => void) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = form.current?.querySelector<HTMLInputElement>('input[name="keyword"]')?.value;
    if (typed) setKeyword(typed);
  }, [setKeyword]);
  return form;
}
