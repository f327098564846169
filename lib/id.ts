import { MAX_ID } from './parse-id';
import { z } from './zod';

// Kept apart (lib/parse-id) so that pages that only read ids load no zod.
export { MAX_ID, parseId } from './parse-id';

/**
 * The zod form of an id bounded like parseId: idField for query strings and form text (coerced),
 * idNumber for JSON numbers. `message` replaces every wording.
 */
export const idField = (message?: string) =>
  z.coerce
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(MAX_ID, message);

export const idNumber = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(MAX_ID, message);
