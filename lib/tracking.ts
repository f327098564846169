import type { AppEnv } from './env';

/** Production loads the real tracking script; every other environment its test variant. */
export function trackingScriptSrc(
  appEnv: AppEnv,
  urls: { prod?: string; test?: string },
): string | undefined {
  return appEnv === 'prod' ? urls.prod : urls.test;
}
