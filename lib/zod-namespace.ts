import * as zod from 'zod';

// zod itself, with one rule added to every text field of the mall: PostgreSQL cannot store
// NUL in text, so a string holding one is refused here, for every route, form and page query,
// instead of failing deep in the database. lib/zod re-exports this as `z`.
//
// The names are listed rather than `export * from 'zod'`: `z` is passed around as a namespace,
// so every name it holds reaches the browser, and zod's own namespace carries all ~40 of its
// locales (about 60 kB gzip on every page with a form). Add a name here when the mall needs it.
export {
  array,
  boolean,
  coerce,
  config,
  discriminatedUnion,
  email,
  enum,
  literal,
  looseObject,
  NEVER,
  number,
  object,
  preprocess,
  record,
  strictObject,
  stringbool,
  union,
  unknown,
  ZodError,
  ZodNumber,
  ZodObject,
  ZodString,
  ZodType,
} from 'zod';
export type { infer, input, output, RefinementCtx } from 'zod';

/** What a text field holding a NUL character says. */
export const NUL_MSG = '含有无效字符';

/** `z.string()` that refuses NUL (U+0000). */
export function string(params?: Parameters<typeof zod.string>[0]): zod.ZodString {
  return zod.string(params).check(zod.refine((text) => !text.includes('\0'), NUL_MSG));
}
