import 'server-only';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Resolves an object key inside the root, refusing anything that escapes it. */
export function resolveKey(root: string, key: string): string | undefined {
  if (!key || key.includes('\0')) return undefined;
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  return full.startsWith(base + path.sep) ? full : undefined;
}

// Paths are only known at run time; the ignore comments keep the bundler from tracing the tree.
export function createLocalStorage(root: string) {
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
    publicUrl: (key: string) => `/files/${key}`,
  };
}

export type ObjectStorage = ReturnType<typeof createLocalStorage>;
