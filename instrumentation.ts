/** Applies committed migrations once per process before it serves anything, then starts the order timers. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getDbHandle } = await import('./server/db');
    await getDbHandle().migrate();
    const { startOrderTimers } = await import('./server/services/order-timers');
    startOrderTimers();
  }
}
