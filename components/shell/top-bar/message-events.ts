/** Pages that change the unread count (the message centre) announce it; the top bar re-reads. */
export const MESSAGES_CHANGED_EVENT = 'mall:messages-changed';

export function announceMessagesChanged(): void {
  window.dispatchEvent(new Event(MESSAGES_CHANGED_EVENT));
}
