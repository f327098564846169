import type { ExportTask } from '@/api/modules/item';

/**
 * Environment for a server (or a child process) whose exports are slow enough to kill
 * half-way: each product waits `delayMs` (read only when APP_ENV is not prod). The worker's
 * heartbeat keeps a slow live export from being taken for dead, however long it runs.
 */
export const slowExportEnv = (delayMs = 2000) => ({ EXPORT_TEST_DELAY_MS: String(delayMs) });

/** 20 s after the last heartbeat plus pg-boss's maintenance sweep: when another process retries. */
export const EXPORT_TAKEOVER_MS = 20_000 + 5_000;

/** Polls `read` (a task, a job, an import) until `until` holds, or throws with the last state seen. */
export async function pollTask<T>(
  read: () => Promise<T | undefined>,
  until: (task: T) => boolean,
  timeoutMs = EXPORT_TAKEOVER_MS + 20_000,
  everyMs = 200,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < end) {
    last = await read();
    if (last !== undefined && until(last)) return last;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`task not as expected after ${timeoutMs} ms: ${JSON.stringify(last)}`);
}

/** One export task as its owner sees it on a running server (GET exportTask/list). */
export async function httpExportTask(
  baseUrl: string,
  cookie: string,
  taskId: number,
): Promise<ExportTask | undefined> {
  const res = await fetch(`${baseUrl}/v1/api/item/exportTask/list?pageNo=1&pageSize=50`, {
    headers: { cookie },
  });
  if (!res.ok) return undefined;
  const body = (await res.json()) as { data?: { records: ExportTask[] } };
  return body.data?.records.find((t) => t.id === taskId);
}
