/**
 * Once per process before it serves anything: refuse unsafe production settings (the standalone
 * server never evaluates next.config.ts, so the check is repeated here), apply committed
 * migrations, check the realms' workbench links, then start the order timers and the graceful
 * shutdown.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { env } = await import('./server/env');
    const { assertSafeSettings, unsafeSettings, unsafeThemeUrls } = await import('./lib/env-guard');
    assertSafeSettings(env, unsafeSettings(env));
    const { db, getDbHandle, schema } = await import('./server/db');
    await getDbHandle().migrate();
    const { themes } = schema;
    const realms = await db
      .select({
        code: themes.code,
        developerNameUrl: themes.developerNameUrl,
        supplierNameUrl: themes.supplierNameUrl,
      })
      .from(themes);
    assertSafeSettings(env, unsafeThemeUrls(realms));
    const { installShutdownHandlers } = await import('./server/shutdown');
    installShutdownHandlers();
    const { startOrderTimers } = await import('./server/services/order-timers');
    startOrderTimers();
  }
}
