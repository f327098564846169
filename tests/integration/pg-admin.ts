import { Client } from 'pg';

/**
 * Runs `fn` on a PostgreSQL connection of its own (creating and dropping databases cannot use
 * the pool of the database they concern), closed afterwards. A server that does not answer
 * within 2 s fails the call instead of hanging the test run.
 */
export async function withPgClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement (CREATE DATABASE, DROP DATABASE…) on a connection of its own. */
export async function pgStatement(url: string, sql: string): Promise<void> {
  await withPgClient(url, (client) => client.query(sql));
}
