import 'server-only';
import { closeDb } from '@/server/db';

type Flush = () => Promise<void>;

// Next bundles instrumentation and the route handlers separately, each with its own copy of a
// module and of its write queue: every copy registers its own flush here, on globalThis.
const globalForShutdown = globalThis as unknown as {
  __mallShutdown?: { flushes: Set<Flush>; installed: boolean };
};
const state = (globalForShutdown.__mallShutdown ??= { flushes: new Set(), installed: false });

/** In-flight requests get this long after SIGTERM before the process drains and exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Registers a batched writer's flush, run at shutdown before the database closes. */
export function onShutdown(flush: Flush): void {
  state.flushes.add(flush);
}

/** Flushes every batched writer, then closes the database; a failing step does not stop the rest. */
export async function drainProcess(log: typeof console.error = console.error): Promise<void> {
  const results = await Promise.allSettled([...state.flushes].map((flush) => flush()));
  for (const r of results) if (r.status === 'rejected') log('[shutdown] 写入未完成：', r.reason);
  await closeDb().catch((error: unknown) => log('[shutdown] 关闭数据库失败：', error));
}

/**
 * SIGTERM/SIGINT. Next's own handler (start-server) stops accepting connections, waits for
 * in-flight requests and then calls process.exit; that exit is held here until batched writes
 * are flushed and the database is closed. Requests still running after `graceMs` are cut off:
 * the process drains and exits anyway, before the orchestrator's own kill.
 */
export function installShutdownHandlers(graceMs = SHUTDOWN_GRACE_MS): void {
  if (state.installed) return;
  state.installed = true;
  const exit = process.exit.bind(process);
  let draining: Promise<void> | undefined;
  const finish = (code: number) => {
    draining ??= drainProcess().then(() => exit(code));
  };
  const onSignal = (signal: NodeJS.Signals) => {
    const code = signal === 'SIGINT' ? 130 : 143;
    process.exit = ((c?: number | string | null) =>
      finish(Number(c ?? code))) as typeof process.exit;
    setTimeout(() => finish(code), graceMs);
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
