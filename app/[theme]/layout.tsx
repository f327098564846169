import 'antd/dist/reset.css';
// Only part of antd's styles: the layouts that render antd add the rest (AntdPageProviders).
import '@/themes/antd/core.css';
import '../globals.css';
import type { Metadata } from 'next';
import Script from 'next/script';
import type { ReactNode } from 'react';
import { StoreProviders } from '@/components/shell/store-providers';
import { SkipLink } from '@/components/shell/skip-link';
import { appleMinWidthScript } from '@/lib/device';
import { trackingScriptSrc } from '@/lib/tracking';
import { env } from '@/server/env';
import { getPageTheme, realmAccountSite, toHomeBasicInfo } from '@/server/services/theme';
import { themeStylesheetHref } from '@/themes/css-vars';

// Every realm's pages are rendered on first visit and then served from cache (ISR);
// nothing here reads the request, so a page is never rendered per visitor.
export const revalidate = 300;
export async function generateStaticParams(): Promise<{ theme: string }[]> {
  return [];
}

type Props = { children: ReactNode; params: Promise<{ theme: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const theme = await getPageTheme((await params).theme);
  return {
    title: { default: theme.name, template: `%s - ${theme.shortName}` },
    description: theme.basicConfig.description,
    keywords: theme.basicConfig.keywords || undefined,
    icons: { icon: toHomeBasicInfo(theme).favicon },
  };
}

export default async function ThemeLayout({ children, params }: Props) {
  const theme = await getPageTheme((await params).theme);
  const tracking = trackingScriptSrc(env.APP_ENV, {
    prod: env.TRACKING_SCRIPT_URL,
    test: env.TRACKING_SCRIPT_TEST_URL,
  });
  return (
    <html lang="zh-CN" data-theme={theme.code}>
      <head>
        {/* A file per colour, cached by the browser, rather than 13 kB inlined in every page. */}
        <link id="mall-theme" rel="stylesheet" href={themeStylesheetHref(theme.themeColor)} />
        <script dangerouslySetInnerHTML={{ __html: appleMinWidthScript }} />
      </head>
      <body>
        <SkipLink />
        <StoreProviders
          accountSiteUrl={realmAccountSite(theme)}
          initial={{
            app: {
              runtimeEnv: env.APP_ENV,
              themeType: theme.themeType,
              topConfigTabs: theme.topConfigList,
              // A realm's own chat wins; CHAT_URL is the deployment-wide online customer service.
              configuration: { chatUrl: env.CHAT_URL, ...theme.mainConfig },
            },
          }}
        >
          {children}
        </StoreProviders>
        {tracking ? <Script src={tracking} strategy="lazyOnload" /> : null}
      </body>
    </html>
  );
}
