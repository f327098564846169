import { expect, it, vi } from 'vitest';
import { getDbHandle } from '@/server/db';
import { searchRecords } from '@/server/db/schema';
import { recordTrackEvent } from '@/server/services/tracking';
import { drainProcess, onShutdown } from '@/server/shutdown';

/** Wraps the handle's close to read what the table holds at the moment the database closes. */
function wordsAtClose() {
  const handle = getDbHandle();
  const close = handle.close;
  const seen: { words?: string[] } = {};
  handle.close = async () => {
    seen.words = (await handle.db.select({ w: searchRecords.word }).from(searchRecords)).map(
      (r) => r.w,
    );
    await close();
  };
  return { handle, seen };
}

it('flushes queued search records before it closes the database', async () => {
  const { handle, seen } = wordsAtClose();
  for (const word of ['地板', '涂料', '墙体保温'])
    recordTrackEvent(
      { event: 'search', word, key: 'product', total: 3 },
      { userId: null, clientId: 'c1' },
    );

  const log = vi.fn();
  await drainProcess(log);

  expect(log).not.toHaveBeenCalled();
  expect(seen.words?.sort()).toEqual(['地板', '墙体保温', '涂料'].sort());
  await expect(handle.db.select().from(searchRecords)).rejects.toThrow();
});

it('logs a failing flush and still closes the database', async () => {
  const handle = getDbHandle();
  const close = vi.spyOn(handle, 'close');
  onShutdown(() => Promise.reject(new Error('写入失败')));

  const log = vi.fn();
  await drainProcess(log);

  expect(log).toHaveBeenCalledWith('[shutdown] 写入未完成：', new Error('写入失败'));
  expect(close).toHaveBeenCalledOnce();
});
