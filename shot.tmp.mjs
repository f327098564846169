import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage({ viewport: { width: 1440, height: 900 } });
for (const [name, url] of [['home','http://localhost:3200/'],['partner','http://nancheng.localhost:3200/'],['login','http://localhost:3200/reg/login']]) {
  await p.goto(url); await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/shot/${name}.png`, fullPage: name !== 'login' });
}
await b.close();
