import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportTask } from '@/api/modules/item';
import type { UploadSignature, UploadedFile } from '@/api/types';
import { startS3Server, type S3TestServer } from '@/tests/fixtures/s3-server';
import {
  dropRedisPrefix,
  freshDatabase,
  REDIS_URL,
  startServer,
  stopServer,
  Visitor,
  within,
  type MallServer,
} from './cluster';

// Two production servers of the one build (.next) share one PostgreSQL database and one Redis,
// as N processes behind a load balancer would (docs/scaling.md). What one process does must
// be seen by the other: sessions, catalogue changes in pages and search, limits, idempotency.

const PASSWORD = 'Mall@2026';
const BUYER = '13800000001';
const SUPPLIER = '13800000002';
const OPERATOR = '13800000007';
/** Wrong passwords are tried on this demo account only, so other sign-ins stay unchallenged. */
const GUESSED = '13800000005';
const VISIBLE_WITHIN_MS = 5_000;
/** Each exported product waits this long (EXPORT_TEST_DELAY_MS), so a process dies half-way. */
const EXPORT_DELAY_MS = 800;
/** The export job's 20 s expiry and pg-boss's 5 s sweep (docs/jobs.md), then the export itself. */
const EXPORT_TAKEOVER_MS = 25_000 + 15_000;

const prefix = `scale-${randomUUID().slice(0, 8)}:`;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let sql: Client;
let s3: S3TestServer;
let env: Record<string, string>;
let a: MallServer;
let b: MallServer;

beforeAll(async () => {
  database = await freshDatabase(200);
  sql = new Client({ connectionString: database.url });
  await sql.connect();
  // One bucket for both, as in production: no file lives on a process's own disk.
  s3 = await startS3Server();
  env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    ...s3.env,
    EXPORT_TEST_DELAY_MS: String(EXPORT_DELAY_MS),
  };
  // Both at once, as a deploy starts them: on a fresh database their pg-boss queue creations
  // collide, and server/jobs retries the deadlock.
  [a, b] = await Promise.all([startServer('A', env), startServer('B', env)]);
}, 300_000);

afterAll(async () => {
  await Promise.all([stopServer(a), stopServer(b)]);
  await sql?.end();
  await database?.drop();
  await dropRedisPrefix(prefix);
  await s3?.stop();
}, 60_000);

async function signIn(server: MallServer, phone: string): Promise<Visitor> {
  const visitor = new Visitor();
  const res = await visitor.call(server, '/v1/api/auth/login', {
    body: { phone, password: PASSWORD },
  });
  expect(res.code, res.msg).toBe(0);
  return visitor;
}

describe('two processes, one database and one Redis', () => {
  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const buyer = await signIn(a, BUYER);
    const onB = await buyer.call<{ phone?: string }>(b, '/v1/api/user/current');
    expect(onB.status).toBe(200);
    const cookie = buyer.cookieHeader;
    expect((await buyer.call(b, '/v1/api/auth/logout', { body: {} })).code).toBe(0);
    // The old cookie, replayed on A, no longer signs anyone in.
    const replay = await fetch(`${a.origin}/v1/api/user/current`, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  it("a product taken off the shelf through A leaves B's page and search within 5 s", async () => {
    const supplier = await signIn(a, SUPPLIER);
    const {
      rows: [product],
    } = await sql.query<{ id: number; name: string }>(
      `select p.id, p.name from products p join users u on u.active_enterprise_id = p.supplier_id
       where u.phone = $1 and p.status = 1 order by p.id limit 1`,
      [SUPPLIER],
    );
    expect(product).toBeDefined();
    const page = `/product/item/${product!.id}`;
    const search = `/v1/api/item/v2/search?keyword=${encodeURIComponent(product!.name)}&pageSize=40`;
    const visitor = new Visitor();
    const found = async () => {
      const res = await visitor.call<{ records: { id: number }[] }>(b, search);
      return res.data.records.some((r) => r.id === product!.id);
    };
    // B renders the page and caches it (and the answer) before the change.
    expect((await visitor.fetch(b, page)).status).toBe(200);
    expect((await visitor.fetch(b, page)).headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);
    expect(await found()).toBe(true);

    const off = await supplier.call(a, '/v1/api/supplier/item/shelf', {
      body: { ids: [product!.id], onShelf: false },
    });
    expect(off.code, off.msg).toBe(0);
    await within(VISIBLE_WITHIN_MS, async () => (await visitor.fetch(b, page)).status === 404);
    // Faster than the answers' own 4.5 s age limit: the change reached B by the cache bus.
    await within(1_500, async () => !(await found()));

    const on = await supplier.call(a, '/v1/api/supplier/item/shelf', {
      body: { ids: [product!.id], onShelf: true },
    });
    expect(on.code, on.msg).toBe(0);
    await within(VISIBLE_WITHIN_MS, async () => (await visitor.fetch(b, page)).status === 200);
    await within(VISIBLE_WITHIN_MS, found);
  });

  it("a realm change made through A shows on B's home page within 5 s", async () => {
    const operator = await signIn(a, OPERATOR);
    const visitor = new Visitor();
    const name = `筑采测试${randomUUID().slice(0, 4)}`;
    const home = async () => (await (await visitor.fetch(b, '/')).text()).includes(name);
    expect(await home()).toBe(false);
    const realm = await operator.call<Record<string, unknown>>(a, '/v1/api/ops/realms/main');
    expect(realm.code, realm.msg).toBe(0);
    const { code: _code, published: _p, isDefault: _d, updatedAt: _u, ...form } = realm.data;
    const saved = await operator.call(a, '/v1/api/ops/realms/main', {
      method: 'PUT',
      body: { ...form, name },
    });
    expect(saved.code, saved.msg).toBe(0);
    await within(VISIBLE_WITHIN_MS, home);
  });

  it('a file uploaded through A is read through B; a private one only by its owner', async () => {
    const owner = await signIn(a, BUYER);
    /** The browser's way: a ticket from A, the file straight to the bucket, A confirms. */
    const upload = async (
      kind: 'stsPublicUpload' | 'privateUploadWithSign',
      name: string,
      body: Buffer,
    ) => {
      const ticket = await owner.call<UploadSignature>(
        a,
        `/v1/api/file/${kind}?name=${encodeURIComponent(name)}&size=${body.length}`,
      );
      expect(ticket.code, ticket.msg).toBe(0);
      if (ticket.data.mode !== 'bucket') throw new Error('expected a bucket ticket');
      const form = new FormData();
      for (const [k, v] of Object.entries(ticket.data.fields)) form.append(k, v);
      form.append('file', new File([new Uint8Array(body)], name));
      expect((await fetch(ticket.data.host, { method: 'POST', body: form })).status).toBe(204);
      const done = await owner.call<UploadedFile>(a, '/v1/api/file/confirmUpload', {
        body: { ticket: ticket.data.ticket },
      });
      expect(done.code, done.msg).toBe(0);
      return done.data;
    };
    const png = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#2a6fdb' },
    })
      .png()
      .toBuffer();
    const image = await upload('stsPublicUpload', '样板间.png', png);
    const served = await new Visitor().fetch(b, image.fileUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const licence = await upload('privateUploadWithSign', '营业执照.pdf', pdf);
    const mine = await owner.fetch(b, licence.fileUrl);
    expect(mine.status).toBe(302);
    expect(Buffer.from(await (await fetch(mine.headers.get('location')!)).arrayBuffer())).toEqual(
      pdf,
    );
    const stranger = await signIn(b, SUPPLIER);
    for (const server of [a, b]) {
      expect((await stranger.fetch(server, licence.fileUrl)).status).toBe(404);
    }
  });

  it('a burst of wrong passwords split across A and B is limited once', async () => {
    const attempts = Array.from({ length: 10 }, (_, i) =>
      new Visitor().call(i % 2 ? b : a, '/v1/api/auth/login', {
        body: { phone: GUESSED, password: `wrong-${i}` },
      }),
    );
    const answers = await Promise.all(attempts);
    // The account asks for a captcha after 5 failures (lib/login-escalation), counted over both
    // processes: at most 5 passwords are checked, not 5 on each; the rest are refused (captcha,
    // or a wait when parallel attempts raced for the count).
    const checked = answers.filter((r) => r.status === 400).length;
    expect(answers.every((r) => [400, 403, 429].includes(r.status))).toBe(true);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    const { rows } = await sql.query<{ n: number }>(
      `select coalesce(sum(failures), 0)::int as n from login_failures where phone = $1`,
      [GUESSED],
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(5);
  });

  it('20 identical order submissions split across A and B make one set of orders', async () => {
    const buyer = await signIn(a, BUYER);
    const {
      rows: [sku],
    } = await sql.query<{ id: number }>(
      `select s.id from skus s join products p on p.id = s.product_id
       where p.status = 1 and s.status = 1 and s.price_type = 2 and s.price > 0
         and s.id not in (select sku_id from carts where sku_id is not null)
       order by s.id limit 1`,
    );
    await sql.query('update skus set stock = 1000 where id = $1', [sku!.id]);
    const added = await buyer.call(b, '/v1/api/developer/cart', {
      body: { skuId: sku!.id, quantity: 2 },
    });
    expect(added.code, added.msg).toBe(0);
    const cart = await buyer.call<{ id: number; skuId: number; price: number }[]>(
      a,
      '/v1/api/shopping-cart/carts',
    );
    const line = cart.data.find((l) => l.skuId === sku!.id)!;
    const addresses = await buyer.call<{ id: number }[]>(b, '/v1/api/receiveAddress/list', {
      body: {},
    });
    const body = {
      idempotencyKey: randomUUID().replaceAll('-', ''),
      items: [{ cartId: line.id, price: line.price }],
      receiveAddressId: addresses.data[0]!.id,
      // The demo company's rules need an approver for every order (lib/order-lifecycle).
      auditorId: 190,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        buyer.call<{ orders: { orderNo: string }[] }>(i % 2 ? b : a, '/v1/api/developer/order', {
          body,
        }),
      ),
    );
    for (const answer of answers) expect(answer.code, answer.msg).toBe(0);
    const numbers = new Set(answers.map((r) => r.data.orders.map((o) => o.orderNo).join(',')));
    expect(numbers.size).toBe(1);
    const { rows } = await sql.query('select id from orders where idempotency_key = $1', [
      body.idempotencyKey,
    ]);
    expect(rows).toHaveLength(1);
  });

  // Last: it stops B and kills A, then starts both again.
  it('an export started on A, A killed half-way, completes on B and downloads through either', async () => {
    const buyer = await signIn(a, BUYER);
    const { rows } = await sql.query<{ id: number }>(
      'select id from products where status = 1 order by id limit 10',
    );
    // Only A may take the job: B stops (its workers with it) and comes back once A has it.
    await stopServer(b);
    const created = await buyer.call<{ taskId: number }>(a, '/v1/api/item/exportTask', {
      body: { itemIds: rows.map((r) => r.id) },
    });
    expect(created.code, created.msg).toBe(0);
    const task = (server: MallServer) => async () =>
      (
        await buyer.call<{ records: ExportTask[] }>(
          server,
          '/v1/api/item/exportTask/list?pageNo=1&pageSize=50',
        )
      ).data.records.find((t) => t.id === created.data.taskId);
    await within(15_000, async () => ((await task(a)())?.progress ?? 0) > 0);
    a.process.kill('SIGKILL');
    [b, a] = await Promise.all([startServer('B', env), startServer('A', env)]);

    let done: ExportTask | undefined;
    await within(EXPORT_TAKEOVER_MS, async () => {
      done = await task(b)();
      return done?.status === 'done';
    });
    expect(done!.attempt).toBeGreaterThan(1);
    for (const server of [a, b]) {
      const file = await buyer.fetch(server, done!.fileUrl!);
      expect(file.status).toBeLessThan(400);
    }
    // The file is private: another user is refused on both processes.
    const supplier = await signIn(b, SUPPLIER);
    for (const server of [a, b]) {
      expect((await supplier.fetch(server, done!.fileUrl!)).status).toBeGreaterThanOrEqual(400);
    }
  }, 300_000);
});
