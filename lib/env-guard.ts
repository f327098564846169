import type { Env } from './env';

/** One unsafe setting: the variable (or theme field) to change and why, in Chinese. */
export interface UnsafeSetting {
  variable: string;
  message: string;
}

/** What the example env files put where a secret belongs; refused as a secret anywhere it counts. */
export const SECRET_PLACEHOLDER = 'change-me';

// Well-known defaults (docker images, tutorials): as good as no password.
const DEFAULT_SECRETS = new Set([
  'postgres',
  'password',
  'secret',
  'admin',
  'root',
  'mall',
  'test',
  '123456',
]);

function isDefaultSecret(value: string): boolean {
  const v = value.trim().toLowerCase();
  return v.includes(SECRET_PLACEHOLDER) || DEFAULT_SECRETS.has(v);
}

function isPlainHttp(url: string | undefined): url is string {
  return !!url && /^http:\/\//i.test(url.trim());
}

function databasePassword(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

/**
 * Settings that are unsafe on a public deployment: an outbox anyone can read codes from, a
 * missing or default secret, links to other sites over plain http (the session's user follows
 * them, and a tracking script over http can be swapped in transit).
 */
export function unsafeSettings(
  env: Pick<
    Env,
    | 'SMS_OUTBOX_OPEN'
    | 'DATABASE_URL'
    | 'PGPASSWORD'
    | 'METRICS_TOKEN'
    | 'ACCOUNT_SITE_URL'
    | 'CHAT_URL'
    | 'TRACKING_SCRIPT_URL'
  >,
): UnsafeSetting[] {
  const found: UnsafeSetting[] = [];
  if (env.SMS_OUTBOX_OPEN) {
    found.push({
      variable: 'SMS_OUTBOX_OPEN',
      message: '短信发件箱无需运营登录即可读取，任何人都能看到验证码；请设置 SMS_OUTBOX_OPEN=false',
    });
  }
  if (env.DATABASE_URL) {
    const password = databasePassword(env.DATABASE_URL) || env.PGPASSWORD || '';
    if (!password) {
      found.push({
        variable: 'DATABASE_URL',
        message: '数据库连接没有密码；请在 DATABASE_URL 或 PGPASSWORD 中设置数据库密码',
      });
    } else if (isDefaultSecret(password)) {
      found.push({
        variable: databasePassword(env.DATABASE_URL) ? 'DATABASE_URL' : 'PGPASSWORD',
        message: '数据库密码是示例或常见默认值；请换成随机生成的密码',
      });
    }
  }
  if (env.METRICS_TOKEN && isDefaultSecret(env.METRICS_TOKEN)) {
    found.push({
      variable: 'METRICS_TOKEN',
      message: '监控指标令牌是示例值；请换成随机生成的令牌，或留空关闭指标接口',
    });
  }
  const urls = [
    ['ACCOUNT_SITE_URL', '账号站点地址', env.ACCOUNT_SITE_URL],
    ['CHAT_URL', '在线客服地址', env.CHAT_URL],
    ['TRACKING_SCRIPT_URL', '埋点脚本地址', env.TRACKING_SCRIPT_URL],
  ] as const;
  for (const [variable, label, url] of urls) {
    if (isPlainHttp(url)) {
      found.push({ variable, message: `${label}使用了不加密的 http：${url}；请改为 https` });
    }
  }
  return found;
}

/** What the start check reads of a theme row: its code and the workbench links it shows. */
export interface ThemeUrls {
  code: string;
  developerNameUrl: string;
  supplierNameUrl: string;
}

/** Workbench links of the realms (theme rows) that leave the site over plain http. */
export function unsafeThemeUrls(themes: readonly ThemeUrls[]): UnsafeSetting[] {
  return themes.flatMap((t) =>
    (
      [
        ['developerNameUrl', '开发商工作台地址', t.developerNameUrl],
        ['supplierNameUrl', '供应商工作台地址', t.supplierNameUrl],
      ] as const
    )
      .filter(([, , url]) => isPlainHttp(url))
      .map(([field, label, url]) => ({
        variable: `themes.${field}（${t.code}）`,
        message: `主题 ${t.code} 的${label}使用了不加密的 http：${url}；请在主题配置中改为 https`,
      })),
  );
}

/**
 * prod refuses to start with any unsafe setting (the error names them all); sit, dev and uat
 * start with a warning per setting; local is a developer's machine and says nothing.
 */
export function assertSafeSettings(
  env: Pick<Env, 'APP_ENV'>,
  found: readonly UnsafeSetting[],
  warn: (message: string) => void = console.warn,
): void {
  if (env.APP_ENV === 'local' || found.length === 0) return;
  if (env.APP_ENV === 'prod') {
    const lines = found.map((f) => `  - ${f.variable}: ${f.message}`);
    throw new Error(`APP_ENV=prod 拒绝启动，以下设置不安全：\n${lines.join('\n')}`);
  }
  for (const f of found) warn(`[安全配置] APP_ENV=${env.APP_ENV} ${f.variable}: ${f.message}`);
}
