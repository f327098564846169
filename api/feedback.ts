/**
 * Where the request layer sends its toasts. It lives outside React, so a client component
 * registers antd's `App.useApp().message` here; until then messages go to the console.
 */
export interface Feedback {
  error: (content: string) => unknown;
  warning: (content: string) => unknown;
  success: (content: string) => unknown;
}

export const consoleFeedback: Feedback = {
  error: (content) => console.error(content),
  warning: (content) => console.warn(content),
  success: (content) => console.info(content),
};

/** Registered notifiers, oldest first; the newest one is used. */
const registered: Feedback[] = [];

/**
 * Registers the notifier (missing methods fall back to the console); null forgets them all.
 * Returns a function that removes this registration, whenever it runs, so it fits a `useEffect`
 * cleanup: `useEffect(() => setFeedback(message), [message])`. Removing rather than restoring
 * the previous one keeps the right notifier when registrations end out of order (a page's
 * providers unmount while the shell's stay).
 */
export function setFeedback(
  next: Partial<Feedback> | null,
  { fallback = false }: { fallback?: boolean } = {},
): () => void {
  if (!next) {
    registered.length = 0;
    return () => undefined;
  }
  const entry = { ...consoleFeedback, ...next };
  // A fallback (the desktop shell's) yields to every other registration, whichever came first.
  if (fallback) registered.unshift(entry);
  else registered.push(entry);
  return () => {
    const at = registered.lastIndexOf(entry);
    if (at >= 0) registered.splice(at, 1);
  };
}

export function getFeedback(): Feedback {
  return registered.at(-1) ?? consoleFeedback;
}

/** Always calls the notifier registered at the moment of the call. */
export const feedback: Feedback = {
  error: (content) => getFeedback().error(content),
  warning: (content) => getFeedback().warning(content),
  success: (content) => getFeedback().success(content),
};
