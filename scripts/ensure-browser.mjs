#!/usr/bin/env node
// Makes sure the browser the e2e tests drive is here: Debian's Chromium (Playwright cannot download its
// own in this environment) and the CJK fonts that Chinese text needs. Installs them when run as root;
// otherwise says exactly what to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function hasCjkFonts() {
  return existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
}

const missing = [];
if (!existsSync(chromium)) missing.push('chromium');
if (!hasCjkFonts()) missing.push('fonts-noto-cjk');

if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(`缺少浏览器测试依赖：${missing.join('、')}（Chromium 路径：${chromium}）`);
  console.error(`请先安装：sudo ${command.replace('&& apt-get', '&& sudo apt-get')}`);
  console.error('或用 CHROMIUM_PATH=/path/to/chromium 指定已安装的 Chromium。');
  process.exit(1);
}
console.log(`[ensure-browser] installing ${missing.join(', ')} …`);
execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (!existsSync(chromium)) {
  console.error(`Chromium is still missing at ${chromium}; set CHROMIUM_PATH.`);
  process.exit(1);
}
