// Installs Debian's Chromium for the end-to-end tests when it is missing
// (Playwright's own browser download cannot reach its host from these machines).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) {
  console.log(`Chromium: ${path}`);
} else {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log('Chromium 未安装，正在通过 apt-get 安装 chromium …');
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
  if (!existsSync(path)) {
    console.error(`安装后仍找不到 ${path}`);
    process.exit(1);
  }
}
