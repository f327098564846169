import { z } from 'zod';

/** 运行环境（spec §1）：只有 prod 会把失败上报到错误日志接口。 */
export const APP_ENVS = ['local', 'sit', 'dev', 'uat', 'prod'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

// Empty strings count as unset, so `FOO=` in an .env file does not pass as a value.
const unsetIfBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema);

export const envSchema = z.object({
  APP_ENV: unsetIfBlank(z.enum(APP_ENVS).default('local')),
  DATABASE_URL: unsetIfBlank(z.url().optional()),
  /** The database password when it is kept out of DATABASE_URL (read by the pg driver itself). */
  PGPASSWORD: unsetIfBlank(z.string().optional()),
  PGLITE_DIR: unsetIfBlank(z.string().default('.data/pglite')),
  PGLITE_THREAD: unsetIfBlank(z.stringbool({ error: '须为 true 或 false' }).default(true)),
  PORT: unsetIfBlank(z.coerce.number().int().positive().default(3000)),
  STORAGE_DRIVER: unsetIfBlank(
    z
      .enum(['local', 's3'], { error: '只能是 local（本机磁盘）或 s3（S3 兼容对象存储）' })
      .default('local'),
  ),
  UPLOAD_DIR: unsetIfBlank(z.string().default('.data/uploads')),
  /** The S3-compatible bucket of STORAGE_DRIVER=s3 (MinIO, Aliyun OSS, Tencent COS, AWS). */
  S3_ENDPOINT: unsetIfBlank(z.url({ error: '须为完整地址，如 http://127.0.0.1:9000' }).optional()),
  /** Where browsers reach the bucket, when not at S3_ENDPOINT (e.g. MinIO inside a compose network). */
  S3_PUBLIC_ENDPOINT: unsetIfBlank(
    z.url({ error: '须为完整地址，如 https://files.example.com' }).optional(),
  ),
  S3_REGION: unsetIfBlank(z.string().default('us-east-1')),
  S3_BUCKET: unsetIfBlank(z.string().optional()),
  S3_ACCESS_KEY_ID: unsetIfBlank(z.string().optional()),
  S3_SECRET_ACCESS_KEY: unsetIfBlank(z.string().optional()),
  S3_FORCE_PATH_STYLE: unsetIfBlank(z.stringbool({ error: '须为 true 或 false' }).default(false)),
  SMS_PROVIDER: unsetIfBlank(z.enum(['outbox']).default('outbox')),
  /** Whether anyone may read the SMS outbox (codes in clear) without an operator login; unset: only in local. */
  SMS_OUTBOX_OPEN: unsetIfBlank(z.stringbool().optional()),
  /** Where new and withdrawn pages are announced: outbox (a table and the log) or baidu. */
  SEO_PUSH_PROVIDER: unsetIfBlank(z.enum(['outbox', 'baidu']).default('outbox')),
  /** Baidu's link submission: the API host, the site as registered there, and its token. */
  BAIDU_PUSH_ENDPOINT: unsetIfBlank(z.url().default('http://data.zz.baidu.com')),
  BAIDU_PUSH_SITE: unsetIfBlank(z.string().optional()),
  BAIDU_PUSH_TOKEN: unsetIfBlank(z.string().optional()),
  ACCOUNT_SITE_URL: unsetIfBlank(z.url().optional()),
  CHAT_URL: unsetIfBlank(z.url().optional()),
  TRACKING_SCRIPT_URL: unsetIfBlank(z.url().optional()),
  TRACKING_SCRIPT_TEST_URL: unsetIfBlank(z.url().optional()),
  /** Proxies whose X-Forwarded-For is believed: comma-separated IPs or CIDRs; none by default. */
  TRUSTED_PROXIES: unsetIfBlank(z.string().default('')),
  /**
   * Redis shared by every app process (page/data cache, cache invalidation); unset: each process
   * keeps its caches in memory (docs/scaling.md).
   */
  REDIS_URL: unsetIfBlank(z.url().optional()),
  /** Prefix of every key and channel the mall uses in that Redis (several malls may share one). */
  REDIS_KEY_PREFIX: unsetIfBlank(z.string().max(64).default('mall:')),
  /** Bearer token for /v1/api/metrics; without it the metrics answer 404. */
  METRICS_TOKEN: unsetIfBlank(z.string().min(16).optional()),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SMS_OUTBOX_OPEN'> & { SMS_OUTBOX_OPEN: boolean };

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function missingS3Settings(data: z.infer<typeof envSchema>): string[] {
  return data.STORAGE_DRIVER === 's3' ? S3_REQUIRED.filter((name) => !data[name]) : [];
}

/** Parses and validates an environment; throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const lines = result.success
    ? missingS3Settings(result.data).map((name) => `  ${name}: STORAGE_DRIVER=s3 时必须设置`)
    : result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (!result.success || lines.length > 0) throw new Error(`环境变量无效：\n${lines.join('\n')}`);
  const data = result.data;
  // Development machines and the end-to-end run read codes from the outbox; nothing else does
  // unless it says so.
  return { ...data, SMS_OUTBOX_OPEN: data.SMS_OUTBOX_OPEN ?? data.APP_ENV === 'local' };
}
