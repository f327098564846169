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

let current: Feedback = consoleFeedback;

/**
 * Registers the notifier (missing methods fall back to the console). Returns a function that
 * restores the previous one, so it fits a `useEffect` cleanup:
 * `useEffect(() => setFeedback(message), [message])`.
 */
export function setFeedback(next: Partial<Feedback> | null): () => void {
  const previous = current;
  current = next ? { ...consoleFeedback, ...next } : consoleFeedback;
  return () => {
    current = previous;
  };
}

export function getFeedback(): Feedback {
  return current;
}

/** Always calls the notifier registered at the moment of the call. */
export const feedback: Feedback = {
  error: (content) => current.error(content),
  warning: (content) => current.warning(content),
  success: (content) => current.success(content),
};
