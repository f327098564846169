/** Applies committed migrations once per process before it serves anything. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getDbHandle } = await import('./server/db');
    await getDbHandle().migrate();
  }
}
