import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ObjectStorage, StoredObject } from './types';

export type { ObjectStorage, StoredObject } from './types';

/** Resolves an object key inside the root, refusing anything that escapes it. */
export function resolveKey(root: string, key: string): string | undefined {
  if (!key || key.includes('\0')) return undefined;
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  return full.startsWith(base + path.sep) ? full : undefined;
}

// Paths are only known at run time; the ignore comments keep the bundler from tracing the tree.
export function createLocalStorage(root: string): ObjectStorage {
  async function listDir(dir: string, prefix: string): Promise<StoredObject[]> {
    let entries;
    try {
      entries = await readdir(/* turbopackIgnore: true */ dir, { withFileTypes: true });
    } catch {
      return [];
    }
    const lists = await Promise.all(
      entries.map(async (entry): Promise<StoredObject[]> => {
        const key = `${prefix}${entry.name}`;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return listDir(full, `${key}/`);
        if (!entry.isFile()) return [];
        // Another process may remove it between the listing and the stat.
        const info = await stat(/* turbopackIgnore: true */ full).catch(() => null);
        return info ? [{ key, size: info.size, modifiedAt: info.mtimeMs }] : [];
      }),
    );
    return lists.flat();
  }

  return {
    async read(key: string): Promise<Buffer | undefined> {
      const file = resolveKey(root, key);
      if (!file) return undefined;
      try {
        return await readFile(/* turbopackIgnore: true */ file);
      } catch {
        return undefined;
      }
    },
    async readStart(key: string, bytes: number): Promise<Buffer | undefined> {
      const file = resolveKey(root, key);
      if (!file) return undefined;
      const handle = await open(/* turbopackIgnore: true */ file, 'r').catch(() => null);
      if (!handle) return undefined;
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async stream(key: string) {
      const file = resolveKey(root, key);
      const info = file ? await stat(/* turbopackIgnore: true */ file).catch(() => null) : null;
      if (!file || !info?.isFile()) return undefined;
      const body = Readable.toWeb(createReadStream(/* turbopackIgnore: true */ file));
      return { body: body as ReadableStream<Uint8Array>, size: info.size };
    },
    async stat(key: string): Promise<StoredObject | undefined> {
      const file = resolveKey(root, key);
      const info = file ? await stat(/* turbopackIgnore: true */ file).catch(() => null) : null;
      return info?.isFile() ? { key, size: info.size, modifiedAt: info.mtimeMs } : undefined;
    },
    async write(key: string, body: Buffer): Promise<void> {
      const file = resolveKey(root, key);
      if (!file) throw new Error(`非法的文件路径：${key}`);
      await mkdir(/* turbopackIgnore: true */ path.dirname(file), { recursive: true });
      await writeFile(/* turbopackIgnore: true */ file, body);
    },
    async move(from: string, to: string): Promise<void> {
      const source = resolveKey(root, from);
      const target = resolveKey(root, to);
      if (!source || !target) throw new Error(`非法的文件路径：${source ? to : from}`);
      await mkdir(/* turbopackIgnore: true */ path.dirname(target), { recursive: true });
      await rename(/* turbopackIgnore: true */ source, target);
    },
    async remove(key: string): Promise<void> {
      const file = resolveKey(root, key);
      if (file) await rm(/* turbopackIgnore: true */ file, { force: true });
    },
    async list(prefix: string): Promise<StoredObject[]> {
      const dir = resolveKey(root, prefix.replace(/\/$/, ''));
      return dir ? listDir(dir, prefix.endsWith('/') ? prefix : `${prefix}/`) : [];
    },
    publicUrl: (key: string) => `/files/${key}`,
  };
}
