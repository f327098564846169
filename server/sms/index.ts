import 'server-only';
import { env } from '@/server/env';
import { outboxProvider } from './outbox';
import type { SmsProvider } from './provider';

export { latestOutboxMessages, OUTBOX_READ_LIMIT } from './outbox';
export type { SmsProvider, SmsRecord } from './provider';

const PROVIDERS: Record<typeof env.SMS_PROVIDER, SmsProvider> = { outbox: outboxProvider };

/** The provider chosen by `SMS_PROVIDER` (only `outbox` exists so far). */
export function smsProvider(): SmsProvider {
  return PROVIDERS[env.SMS_PROVIDER];
}
