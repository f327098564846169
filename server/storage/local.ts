import 'server-only';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Resolves an object key inside the root, refusing anything that escapes it. */
export function resolveKey(root: string, key: string): string | undefined {
  if (!key || key.includes('\0')) return undefined;
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  return full.startsWith(base + path.sep) ? full : undefined;
}

export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: number;
}

// Paths are only known at run time; the ignore comments keep the bundler from tracing the tree.
export function createLocalStorage(root: string) {
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
    async write(key: string, body: Buffer): Promise<void> {
      const file = resolveKey(root, key);
      if (!file) throw new Error(`非法的文件路径：${key}`);
      await mkdir(/* turbopackIgnore: true */ path.dirname(file), { recursive: true });
      await writeFile(/* turbopackIgnore: true */ file, body);
    },
    async remove(key: string): Promise<void> {
      const file = resolveKey(root, key);
      if (file) await rm(/* turbopackIgnore: true */ file, { force: true });
    },
    /** Every object under a folder prefix (`a/b/`), with its size and last write time. */
    async list(prefix: string): Promise<StoredObject[]> {
      const dir = resolveKey(root, prefix.replace(/\/$/, ''));
      return dir ? listDir(dir, prefix.endsWith('/') ? prefix : `${prefix}/`) : [];
    },
    publicUrl: (key: string) => `/files/${key}`,
  };
}

export type ObjectStorage = ReturnType<typeof createLocalStorage>;
