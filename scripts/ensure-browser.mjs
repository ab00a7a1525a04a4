#!/usr/bin/env node
// Makes sure the browser the tests drive is here: Debian's headless Chromium (Playwright cannot download its
// own in this environment) and the CJK fonts that Chinese text needs. Installs them when run as root;
// otherwise says exactly what to run.
//
// The tests drive `chromium-headless-shell`, the same Blink engine as Debian's `chromium` without the browser's
// own UI (full Chromium in headless mode still builds its window, its omnibox pages and its services for every
// page): the journeys took 9.0 min of `npm test` with it and 6 min with the shell. The measuring scripts
// (Lighthouse, bundle, interactions, screenshots) use the full browser, CHROMIUM_PATH.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const browser = process.env.E2E_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

function hasCjkFonts() {
  return existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
}

const missing = [];
if (!existsSync(browser)) missing.push('chromium-headless-shell');
if (!hasCjkFonts()) missing.push('fonts-noto-cjk');

if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(`缺少浏览器测试依赖：${missing.join('、')}（浏览器路径：${browser}）`);
  console.error(`请先安装：sudo ${command.replace('&& apt-get', '&& sudo apt-get')}`);
  console.error('或用 E2E_CHROMIUM_PATH=/path/to/chromium 指定已安装的 Chromium。');
  process.exit(1);
}
console.log(`[ensure-browser] installing ${missing.join(', ')} …`);
execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (!existsSync(browser)) {
  console.error(`The test browser is still missing at ${browser}; set E2E_CHROMIUM_PATH.`);
  process.exit(1);
}
