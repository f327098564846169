import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from './env';
import { assertSafeSettings, unsafeSettings, unsafeThemeUrls } from './env-guard';

const SAFE = {
  APP_ENV: 'prod',
  DATABASE_URL: 'postgres://mall:Zq7vK2pX9wLr4tYe@db.internal:5432/mall',
  METRICS_TOKEN: 'b1f0c7e2a9d84f3c8e6a',
  ACCOUNT_SITE_URL: 'https://account.example.cn',
  CHAT_URL: 'https://chat.example.cn/im',
  TRACKING_SCRIPT_URL: 'https://hm.example.cn/hm.js',
};

const variables = (source: Record<string, string | undefined>) =>
  unsafeSettings(parseEnv(source)).map((f) => f.variable);

describe('unsafeSettings', () => {
  it('finds nothing in a production environment done right', () => {
    expect(variables(SAFE)).toEqual([]);
    expect(variables({ ...SAFE, DATABASE_URL: undefined, METRICS_TOKEN: undefined })).toEqual([]);
  });

  it('refuses an SMS outbox anyone can read, which is the default only in local', () => {
    expect(variables({ ...SAFE, SMS_OUTBOX_OPEN: 'true' })).toEqual(['SMS_OUTBOX_OPEN']);
    expect(parseEnv({ APP_ENV: 'local' }).SMS_OUTBOX_OPEN).toBe(true);
    expect(parseEnv({ APP_ENV: 'sit' }).SMS_OUTBOX_OPEN).toBe(false);
    expect(parseEnv({ APP_ENV: 'local', SMS_OUTBOX_OPEN: 'false' }).SMS_OUTBOX_OPEN).toBe(false);
  });

  it('refuses a database without a password or with a default one', () => {
    expect(variables({ ...SAFE, DATABASE_URL: 'postgres://mall@db:5432/mall' })).toEqual([
      'DATABASE_URL',
    ]);
    expect(
      variables({
        ...SAFE,
        DATABASE_URL: 'postgres://mall@db:5432/mall',
        PGPASSWORD: 'Zq7vK2pX9wLr',
      }),
    ).toEqual([]);
    expect(variables({ ...SAFE, DATABASE_URL: 'postgres://postgres:postgres@db/mall' })).toEqual([
      'DATABASE_URL',
    ]);
    expect(
      variables({ ...SAFE, DATABASE_URL: 'postgres://mall@db/mall', PGPASSWORD: 'change-me' }),
    ).toEqual(['PGPASSWORD']);
  });

  it('refuses the example metrics token', () => {
    expect(variables({ ...SAFE, METRICS_TOKEN: 'change-me-metrics-token' })).toEqual([
      'METRICS_TOKEN',
    ]);
  });

  it('refuses plain-http account site, chat and tracking URLs', () => {
    const found = unsafeSettings(
      parseEnv({
        ...SAFE,
        ACCOUNT_SITE_URL: 'http://account.example.cn',
        CHAT_URL: 'http://chat.example.cn',
        TRACKING_SCRIPT_URL: 'HTTP://hm.example.cn/hm.js',
      }),
    );
    expect(found.map((f) => f.variable)).toEqual([
      'ACCOUNT_SITE_URL',
      'CHAT_URL',
      'TRACKING_SCRIPT_URL',
    ]);
    expect(found[0]!.message).toBe(
      '账号站点地址使用了不加密的 http：http://account.example.cn；请改为 https',
    );
  });
});

describe('unsafeThemeUrls', () => {
  it('names the realm and field of each plain-http workbench link', () => {
    const found = unsafeThemeUrls([
      { code: 'main', developerNameUrl: '/developer', supplierNameUrl: 'https://srm.example.cn' },
      { code: 'jinwan', developerNameUrl: 'http://dev.jinwan.cn', supplierNameUrl: '' },
    ]);
    expect(found).toEqual([
      {
        variable: 'themes.developerNameUrl（jinwan）',
        message:
          '主题 jinwan 的开发商工作台地址使用了不加密的 http：http://dev.jinwan.cn；请在主题配置中改为 https',
      },
    ]);
  });
});

describe('assertSafeSettings', () => {
  const found = [{ variable: 'SMS_OUTBOX_OPEN', message: '短信发件箱无需运营登录即可读取' }];

  it('refuses to start prod, naming every unsafe setting', () => {
    expect(() => assertSafeSettings({ APP_ENV: 'prod' }, found)).toThrow(
      'APP_ENV=prod 拒绝启动，以下设置不安全：\n  - SMS_OUTBOX_OPEN: 短信发件箱无需运营登录即可读取',
    );
    expect(() => assertSafeSettings({ APP_ENV: 'prod' }, [])).not.toThrow();
  });

  it('warns in sit, dev and uat and is silent in local', () => {
    for (const APP_ENV of ['sit', 'dev', 'uat'] as const) {
      const warn = vi.fn();
      assertSafeSettings({ APP_ENV }, found, warn);
      expect(warn).toHaveBeenCalledWith(
        `[安全配置] APP_ENV=${APP_ENV} SMS_OUTBOX_OPEN: 短信发件箱无需运营登录即可读取`,
      );
    }
    const warn = vi.fn();
    assertSafeSettings({ APP_ENV: 'local' }, found, warn);
    expect(warn).not.toHaveBeenCalled();
  });
});
