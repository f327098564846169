import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const PG_ADMIN = process.env.SCALE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A fresh PostgreSQL database, migrated and seeded small with the project's own commands. */
export async function freshDatabase(
  products: number,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mall_scale_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const env = { ...process.env, DATABASE_URL: url.toString() };
  execFileSync('npm', ['run', '--silent', 'db:migrate'], { cwd: root, env, stdio: 'pipe' });
  execFileSync('npm', ['run', '--silent', 'db:seed', '--', '--products', String(products)], {
    cwd: root,
    env,
    stdio: 'pipe',
  });
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: PG_ADMIN });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Deletes every Redis key under a prefix (a test's own namespace). */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface MallServer {
  name: string;
  origin: string;
  process: ChildProcess;
  /** What the server printed, for a failing test's message. */
  output: string[];
}

/** Starts `next start` of the existing build (.next) on a free port with these settings. */
export async function startServer(name: string, env: Record<string, string>): Promise<MallServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', APP_ENV: 'local', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const server = { name, origin: `http://127.0.0.1:${port}`, process: child, output };
  await waitReady(server);
  return server;
}

async function waitReady(server: MallServer, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.process.exitCode !== null) break;
    try {
      const res = await fetch(`${server.origin}/v1/api/ready`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${server.name} did not start:\n${server.output.join('').slice(-4000)}`);
}

export async function stopServer(server: MallServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode) return;
  const exited = new Promise((r) => server.process.once('exit', r));
  server.process.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (server.process.exitCode === null) server.process.kill('SIGKILL');
}

/** An API client with its own cookies, which may call any of the servers. */
export class Visitor {
  private cookies = new Map<string, string>();

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call<T = unknown>(
    server: MallServer,
    pathname: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<{ status: number; code: number; msg: string; data: T }> {
    const res = await this.fetch(server, pathname, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const json = (await res.json()) as { code: number; msg: string; data: T };
    return { status: res.status, ...json };
  }

  /** A plain request carrying this visitor's cookies, keeping those the answer sets. */
  async fetch(server: MallServer, pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    const res = await fetch(`${server.origin}${pathname}`, {
      ...init,
      headers,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1).trim()];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

/** Polls `check` until it returns true; answers the milliseconds it took, or throws. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start <= ms) {
    if (await check()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not seen within ${ms} ms`);
}
