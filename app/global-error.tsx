'use client';

import { RENDER_ERROR_MESSAGE, errorPageText, errorPageTitle } from '@/lib/error-page';

/** Last resort when the root layout itself fails: plain markup, no providers. */
export default function GlobalError() {
  return (
    <html lang="zh-CN">
      <head>
        <title>{errorPageTitle(500)}</title>
      </head>
      <body style={{ fontFamily: 'sans-serif', textAlign: 'center', padding: '15vh 16px' }}>
        <h1>{errorPageTitle(500)}</h1>
        <p>{errorPageText(500, RENDER_ERROR_MESSAGE)}</p>
        <button type="button" onClick={() => window.history.back()}>
          返回上一页
        </button>
      </body>
    </html>
  );
}
