/**
 * Once per process before it serves anything: refuse unsafe production settings (the standalone
 * server never evaluates next.config.ts, so the check is repeated here), apply committed
 * migrations (and re-index search words they left old), check the realms' settings, then start
 * graceful shutdown and the job workers (exports, order timers, RFQ deadlines, message fan-out).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Route handlers learn each request's socket address from this stamp (client IP).
    const { stampPeerAddresses } = await import('./server/http/client-ip');
    stampPeerAddresses();
    const { countPageCache } = await import('./server/observability/page-cache-metrics');
    countPageCache();
    const { env } = await import('./server/env');
    const { assertSafeSettings } = await import('./lib/env-guard');
    const { unsafeRealmSettings, unsafeStartSettings } = await import('./server/start-checks');
    assertSafeSettings(env, await unsafeStartSettings());
    const { getDbHandle } = await import('./server/db');
    await getDbHandle().migrate();
    // Products indexed by an older tokenizer are re-cut in the background (0 rows normally).
    const { reindexInBackground } = await import('./server/search/startup');
    reindexInBackground();
    assertSafeSettings(env, await unsafeRealmSettings());
    const { installShutdownHandlers } = await import('./server/shutdown');
    installShutdownHandlers();
    const { startJobs } = await import('./server/jobs');
    await startJobs();
  }
}
