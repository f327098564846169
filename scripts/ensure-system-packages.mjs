// Installs the Debian packages the mall needs when they are missing:
//   --font      a Chinese font, so server-drawn captcha characters are readable (warns on failure)
//   --chromium  Debian's Chromium for the end-to-end tests (Playwright's own download cannot
//               reach its host from these machines; fails the run when it cannot be installed)
//   --xmllint   xmllint, which checks the sitemaps against the sitemaps.org schema in the
//               integration tests (warns on failure; the tests then check structure only)
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const want = new Set(process.argv.slice(2));
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
let updated = false;

function aptInstall(pkg) {
  const update = updated ? '' : `${sudo}apt-get update -qq && `;
  execSync(`${update}${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
  });
  updated = true;
}

function hasChineseFont() {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

if (want.has('--font') && !hasChineseFont()) {
  console.log('未找到中文字体，正在安装 fonts-wqy-microhei（验证码文字需要）…');
  try {
    aptInstall('fontconfig fonts-wqy-microhei');
  } catch {
    console.warn('中文字体安装失败：文字点选验证码的字符可能无法正常显示。');
  }
}

function hasXmllint() {
  try {
    execSync('xmllint --version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (want.has('--xmllint') && !hasXmllint()) {
  console.log('未找到 xmllint，正在安装 libxml2-utils（站点地图的 XML Schema 校验需要）…');
  try {
    aptInstall('libxml2-utils');
  } catch {
    console.warn('xmllint 安装失败：站点地图测试只检查结构，不按 sitemaps.org 的 Schema 校验。');
  }
}

if (want.has('--chromium')) {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    console.log('Chromium 未安装，正在通过 apt-get 安装 chromium …');
    aptInstall('chromium');
    if (!existsSync(path)) {
      console.error(`安装后仍找不到 ${path}`);
      process.exit(1);
    }
  }
  console.log(`Chromium: ${path}`);
}
