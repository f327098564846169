import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '@/tests/fixtures/s3-server';
import { checkingKeys } from './index';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { ObjectStorage } from './types';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const drivers: Array<[string, () => ObjectStorage]> = [
  ['local', () => createLocalStorage(mkdtempSync(path.join(tmpdir(), 'mall-store-')))],
  [
    's3',
    () =>
      createS3Storage({
        endpoint: s3.env.S3_ENDPOINT,
        region: s3.env.S3_REGION,
        bucket: s3.env.S3_BUCKET,
        accessKeyId: s3.env.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: true,
      }),
  ],
];

// Each test works under its own folder, so the shared bucket needs no cleaning between them.
let folders = 0;
const folder = () => `t${Date.now()}-${folders++}`;

describe.each(drivers)('%s storage', (_, create) => {
  let store: ObjectStorage;
  beforeAll(() => {
    store = checkingKeys(create());
  });

  it('writes and reads back an object, and misses cleanly', async () => {
    const dir = folder();
    await store.write(`${dir}/b.txt`, Buffer.from('建材'));
    expect((await store.read(`${dir}/b.txt`))?.toString()).toBe('建材');
    expect(await store.read(`${dir}/missing.txt`)).toBeUndefined();
    await expect(store.write('../x', Buffer.from(''))).rejects.toThrow('非法的文件路径');
    expect(await store.read('a/../b.txt')).toBeUndefined();
    expect(store.publicUrl(`${dir}/b.txt`)).toBe(`/files/${dir}/b.txt`);
  });

  it('lists objects under a folder with their sizes, and removes them', async () => {
    const dir = folder();
    await store.write(`${dir}/x.png`, Buffer.alloc(3));
    await store.write(`${dir}/d/y.png`, Buffer.alloc(5));
    await store.write(`${dir}-other.png`, Buffer.alloc(7));
    const listed = await store.list(`${dir}/`);
    expect(listed.map(({ key, size }) => ({ key, size })).sort((a, b) => a.size - b.size)).toEqual([
      { key: `${dir}/x.png`, size: 3 },
      { key: `${dir}/d/y.png`, size: 5 },
    ]);
    expect(listed.every((o) => o.modifiedAt > Date.now() - 60_000)).toBe(true);
    expect(await store.list(`${dir}-missing/`)).toEqual([]);
    await store.remove(`${dir}/x.png`);
    await store.remove(`${dir}/never.png`);
    expect((await store.list(`${dir}/`)).map((o) => o.key)).toEqual([`${dir}/d/y.png`]);
  });

  it('reads the first bytes, the size and a stream of an object', async () => {
    const dir = folder();
    const body = Buffer.from('%PDF-1.7 规格书');
    await store.write(`${dir}/spec.pdf`, body);
    expect((await store.readStart(`${dir}/spec.pdf`, 5))?.toString()).toBe('%PDF-');
    expect((await store.readStart(`${dir}/spec.pdf`, 1024))?.equals(body)).toBe(true);
    expect(await store.readStart(`${dir}/none.pdf`, 5)).toBeUndefined();
    expect(await store.stat(`${dir}/spec.pdf`)).toMatchObject({ size: body.length });
    expect(await store.stat(`${dir}/none.pdf`)).toBeUndefined();
    const streamed = await store.stream(`${dir}/spec.pdf`);
    expect(streamed?.size).toBe(body.length);
    expect(Buffer.from(await new Response(streamed?.body).arrayBuffer()).equals(body)).toBe(true);
    expect(await store.stream(`${dir}/none.pdf`)).toBeUndefined();
  });

  it('moves an object to another key', async () => {
    const dir = folder();
    await store.write(`${dir}/in/a.png`, Buffer.from('png'));
    await store.move(`${dir}/in/a.png`, `${dir}/out/a.png`, 'image/png');
    expect(await store.read(`${dir}/in/a.png`)).toBeUndefined();
    expect((await store.read(`${dir}/out/a.png`))?.toString()).toBe('png');
    await expect(store.move(`${dir}/out/a.png`, '../a.png')).rejects.toThrow('非法的文件路径');
  });
});
