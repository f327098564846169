import 'server-only';

/** Where a sent text is recorded: its `sms_outbox` row, created before delivery. */
export interface SmsRecord {
  outboxId: number;
}

/** Delivers one text message to a mobile number; throws when it could not be handed over. */
export interface SmsProvider {
  send(phone: string, text: string, record: SmsRecord): Promise<void>;
}
