import 'server-only';
import pino, { type Level, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppEnv } from '@/lib/env';
import { env } from '@/server/env';
import { MASK, maskText, maskValue } from './mask';

const LEVELS: Record<AppEnv, Level> = {
  local: 'debug',
  sit: 'debug',
  dev: 'debug',
  uat: 'info',
  prod: 'info',
};

// Known places of credentials; maskValue catches the rest by key name and by content.
const REDACT = ['password', 'token', 'cookie', 'authorization', 'headers.cookie']
  .flatMap((key) => [key, `*.${key}`])
  .concat(['headers.authorization', 'headers["set-cookie"]']);

function maskedError(error: unknown): unknown {
  const out = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (typeof out.message === 'string') out.message = maskText(out.message);
  if (typeof out.stack === 'string') out.stack = maskText(out.stack);
  return out;
}

function createLogger(): Logger {
  const options: pino.LoggerOptions = {
    // Tests call handlers thousands of times; they spy on the logger instead of reading it.
    level: process.env.NODE_ENV === 'test' ? 'silent' : LEVELS[env.APP_ENV],
    base: { env: env.APP_ENV, pid: process.pid },
    redact: { paths: REDACT, censor: MASK },
    serializers: { err: maskedError, error: maskedError },
    formatters: { log: (record) => maskValue(record) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((a: unknown) => (typeof a === 'string' ? maskText(a) : a));
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
  // Readable lines on a developer's console; written synchronously, since a worker-thread
  // transport is not bundled by Next.js and loses the last lines of a crash.
  if (env.APP_ENV === 'local') {
    return pino(
      options,
      pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,env' }),
    );
  }
  return pino(options);
}

// Next.js bundles route handlers and proxy.ts separately; one logger per process.
const globalForLogger = globalThis as unknown as { __mallLogger?: Logger };

/** The process's structured logger (JSON lines; pretty in local). */
export const logger: Logger = (globalForLogger.__mallLogger ??= createLogger());
