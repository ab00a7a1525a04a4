#!/usr/bin/env node
// `npm run test:related -- <files…>`: the tests a change touches, so a developer on a 2-core machine runs the right
// minute of tests instead of the whole suite. Without files: what git says changed (staged, unstaged, untracked).
//   - unit and API tests: vitest's own `related` mode (every test file whose imports reach a changed file);
//   - the contract: `npm run contract -- --check` and Redocly's lint when the contract or a route changed;
//   - browser journeys: JOURNEYS below, by the domain word of the changed file's folder (docs/glossary.md's words,
//     the same in src/features, src/screens, src/api, mock-server/domain and routes); foundation files (the app
//     shell, components, the API client, the build) take the journeys that walk every route.
// `--dry` prints the plan only. The whole suite is still `npm test` (CI runs it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Domain word → the journeys (e2e/<name>.spec.ts) that walk its screens. scripts/test-related.test.ts checks every spec is here. */
export const JOURNEYS = {
  home: ['home', 'first-screen'],
  game: ['home', 'goods', 'slips'],
  goods: ['goods', 'home', 'search-suggest', 'search-by-name', 'trust', 'first-screen', 'seller-verify'],
  order: ['orders', 'trade-journey', 'handover', 'pay-test', 'live-pages', 'live-last-line', 'wechat-h5', 'slips'],
  sell: ['sell-consign', 'listing-fix', 'slips'],
  listing: ['sell-listings', 'listing-fix', 'seller-verify'],
  recycle: ['recycle', 'recycle-deal', 'recycle-deadline', 'live-pages', 'live-last-line', 'slips'],
  merchant: ['recycle-deal'],
  account: ['account', 'personal', 'payout-account', 'realname-gate', 'seller-verify', 'slips'],
  auth: ['session-edge', 'account', 'realname-gate'],
  message: ['personal'],
  content: ['content', 'content-pages', 'slips'],
  service: ['content-pages', 'slips'],
  feedback: ['content-pages', 'trust'],
  dev: ['sandbox', 'spaces', 'team', 'corner-tools', 'drift'],
  sandbox: ['sandbox', 'spaces', 'team', 'drift', 'stale-chunks'],
  foundation: ['foundation', 'every-route', 'budget', 'stale-chunks'],
};

/** Paths whose change reaches every screen: the app shell, shared components, the client, styles, the build. */
const FOUNDATION = [/^src\/(app|components|lib|config|locales|stores)\//, /^src\/api\/(client|queryClient|mock)\.ts$/, /^src\/main\.tsx$/,
  /^index\.html$/, /^vite\.config\.ts$/, /^playwright\.config\.ts$/, /^scripts\/(chakra-css-plugin|e2e-servers)\./, /^e2e\/(fixtures|routes)\.ts$/];

/** The contract and what answers through it, and what npm run contract writes from it (a hand edit there goes stale). */
const CONTRACT = [
  /^src\/contract\/[a-z]+\//, /^src\/contract\/(scenarios|numericFields)\.ts$/, /^mock-server\/routes\//, /^mock-server\/lib\/shape\.ts$/,
  /^scripts\/contract/, /^docs\/(api\.md|api\/|qa\.md)/, /^mock-server\/README\.md$/,
];

/** The domain word of a file, or undefined. */
export function wordOf(file) {
  let m = /^src\/(?:features|screens)\/([a-z]+)\//.exec(file) ?? /^src\/api\/([a-z]+)[.A-Za-z]*\.ts$/.exec(file)
    ?? /^mock-server\/(?:domain|routes)\/([a-z]+)[.A-Za-z-]*\.ts$/.exec(file);
  if (m) return m[1] === 'goodsSuggest' ? 'goods' : m[1];
  if (/^src\/dev\//.test(file)) return 'dev';
  if (/^mock-server\/(sandbox|data|persist|middleware)\//.test(file) || /^mock-server\/[a-z-]+\.ts$/.test(file)) return 'sandbox';
  m = /^fixtures\/factories\/([a-z]+)\.ts$/.exec(file);
  return m && m[1] in JOURNEYS ? m[1] : undefined;
}

/** What to run for these files (paths relative to the project). */
export function planFor(files) {
  const specs = new Set();
  let contract = false;
  for (const file of files) {
    const spec = /^e2e\/([a-z0-9-]+)\.spec\.ts$/.exec(file);
    if (spec) specs.add(spec[1]);
    if (FOUNDATION.some((re) => re.test(file))) for (const s of JOURNEYS.foundation) specs.add(s);
    const word = wordOf(file);
    if (word && JOURNEYS[word]) for (const s of JOURNEYS[word]) specs.add(s);
    if (CONTRACT.some((re) => re.test(file))) contract = true;
  }
  const sources = files.filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.startsWith('e2e/'));
  return { vitest: sources, contract, specs: [...specs].sort() };
}

function changedFiles() {
  const git = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  return [...new Set([...git(['diff', '--name-only', 'HEAD']), ...git(['ls-files', '--others', '--exclude-standard'])])];
}

function run(cmd, args) {
  console.log(`\n[test:related] ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  return r.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const dry = args.includes('--dry');
  // A folder stands for the files in it.
  const given = args.filter((a) => a !== '--dry').flatMap((f) => {
    const abs = path.resolve(f);
    const files = existsSync(abs) && statSync(abs).isDirectory()
      ? readdirSync(abs, { recursive: true, encoding: 'utf8' }).map((x) => path.join(abs, x)).filter((x) => statSync(x).isFile()) : [abs];
    return files.map((x) => path.relative(ROOT, x).split(path.sep).join('/'));
  });
  const files = (given.length ? given : changedFiles()).filter((f) => existsSync(path.join(ROOT, f)) || given.includes(f));
  if (files.length === 0) {
    console.log('[test:related] 没有改动的文件（也没有给出文件）：无需运行测试');
    process.exit(0);
  }
  const plan = planFor(files);
  const known = new Set(readdirSync(path.join(ROOT, 'e2e')).filter((f) => f.endsWith('.spec.ts')).map((f) => f.slice(0, -8)));
  const specs = plan.specs.filter((s) => known.has(s));
  console.log(`[test:related] ${files.length} 个文件 → vitest related（${plan.vitest.length} 个源文件）${plan.contract ? '，契约检查' : ''}，浏览器旅程：${specs.join(' ') || '无'}`);
  if (dry) process.exit(0);
  let failed = 0;
  if (plan.vitest.length) failed += run('npx', ['vitest', 'related', '--run', '--passWithNoTests', ...plan.vitest]) ? 1 : 0;
  if (plan.contract) {
    failed += run('npm', ['run', '-s', 'contract', '--', '--check']) ? 1 : 0;
    failed += run('npm', ['run', '-s', 'lint:api']) ? 1 : 0;
  }
  if (specs.length) failed += run('npx', ['playwright', 'test', ...specs.map((s) => `e2e/${s}.spec.ts`)]) ? 1 : 0;
  process.exit(failed ? 1 : 0);
}
