// The embedded database on a thread of its own (server/db/pglite-thread.ts): PGlite runs SQL
// on the thread that calls it, so in the server's main thread every query stalled rendering.
// Plain JavaScript, started by path in the tests; `next build` follows `new Worker(path)` and
// bundles it into a worker chunk of its own, so the server runs what the last build saw.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

const db = new PGlite(workerData.dataDir, workerData.options);

// drizzle's PGlite driver asks for these types as text on every query and its column mappers
// read them so (drizzle-orm/pglite/session.js); functions cannot cross threads, so they live here.
const asText = (value) => value;
const parsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((type) => [type, asText]),
);

/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();
let nextTransaction = 1;

const on = (tx) => {
  if (!tx) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`事务 ${tx} 已结束`);
  return open.tx;
};
const plain = ({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows });

const ops = {
  query: ({ sql, params, rowMode, tx }) =>
    on(tx).query(sql, params, { rowMode, parsers }).then(plain),
  exec: ({ sql, tx }) =>
    on(tx)
      .exec(sql)
      .then((list) => list.map(plain)),
  // Resolves with the transaction's id once BEGIN ran; its queries then name it, and PGlite
  // keeps every other query waiting until `end`.
  begin: () =>
    new Promise((begun, failed) => {
      const id = nextTransaction++;
      const open = {};
      open.done = db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            Object.assign(open, { tx, commit, rollback });
            transactions.set(id, open);
            begun(id);
          }),
      );
      open.done.catch(failed);
    }),
  end: async ({ tx, commit }) => {
    const open = transactions.get(tx);
    transactions.delete(tx);
    if (!open) return;
    if (commit) {
      open.commit();
      await open.done;
    } else {
      open.rollback(new Error('rollback'));
      await open.done.catch(() => undefined);
    }
  },
  close: () => db.close(),
};

// What callers read from a database error (server/http/errors.ts): its SQLSTATE and names.
const FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity'];
const describe = (error) => ({
  message: error instanceof Error ? error.message : String(error),
  ...Object.fromEntries(FIELDS.filter((f) => error?.[f] !== undefined).map((f) => [f, error[f]])),
});

parentPort.on('message', async (message) => {
  try {
    parentPort.postMessage({ id: message.id, value: await ops[message.op](message) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: describe(error) });
  }
});
