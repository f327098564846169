/**
 * What may cover or slide over a page unasked, most urgent first: the version-update
 * announcement, the section popups, the visitor lead panel. Only one shows at a time.
 */
export const INTERRUPTIONS = ['version-update', 'popup', 'lead'] as const;
export type Interruption = (typeof INTERRUPTIONS)[number];

/**
 * The one interruption to show among those waiting: the most urgent. A more urgent one that
 * arrives later takes over; the one it displaces waits and comes back when it is gone.
 */
export function currentInterruption(waiting: Iterable<Interruption>): Interruption | null {
  const wanted = new Set(waiting);
  return INTERRUPTIONS.find((kind) => wanted.has(kind)) ?? null;
}

/** The waiting list with `kind` added or removed; the same list when nothing changes. */
export function withWaiting(
  waiting: readonly Interruption[],
  kind: Interruption,
  wants: boolean,
): readonly Interruption[] {
  if (waiting.includes(kind) === wants) return waiting;
  return wants ? [...waiting, kind] : waiting.filter((k) => k !== kind);
}
