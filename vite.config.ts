import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { chakraCssPlugin } from './scripts/chakra-css-plugin.ts';
import { preloadFirstLoad } from './scripts/preload-plugin.ts';
import { firstAnswers } from './scripts/first-answers.ts';
import { TOKEN_KEY } from './src/stores/session.ts';
import { precompressBuild } from './scripts/compress-plugin.ts';
import { inlineStatuses } from './scripts/inline-statuses-plugin.ts';

// '@' is src; '@chakra-theme' reaches Chakra's theme modules one by one (see src/app/chakraPreset.ts),
// '@chakra-styled-system' its styled-system's (the token dictionary, see src/app/system.ts).
export const aliases = {
  '@chakra-theme': fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url)),
  '@chakra-styled-system': fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/styled-system', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

// React Router's production build (its package exports only the development one: remix-run/react-router#14102):
// the same code with ENABLE_DEV_WARNINGS false, so the minifier drops the warnings and their texts.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

// React, the router and emotion in one chunk: every page needs all of them at start, and one file compresses
// better and queues less than the small shared chunks the default splitting makes. Not the API client: the
// page-start data requests (app/earlyHome.ts) need it without waiting for React.
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@emotion|stylis|@pandacss)\//;

// Small modules nearly every screen uses (41–51 of the 52 pages measured by bench:bundle, home, goodList and
// goodDetail among them): react-query's hooks, the page frame, formats, the deferred render helpers, the polling
// schedule (lib/livePoll.ts: the unread badge's on every signed-in page, a file of its own otherwise) and Chakra's
// tiny layout components. Left to the splitter they were ~15 files of 0.1–2.7 KB on every first load; in the
// start chunk they cost home ≈ 3 KB less (one file compresses better, and no imports between them).
// Nothing here may import anything heavy: a group takes what its modules import too. Not useMutation (and its
// observer): no landing page's first screen sends a form, and out of here they were 0.5 KB less on home's first
// load (the pages with a form load them with it); nor Chakra's Badge, whose recipe is a late one (components/chakra/).
const COMMON = new RegExp([
  String.raw`node_modules/@tanstack/react-query/build/modern/(useQuery|useBaseQuery)\.js$`,
  String.raw`node_modules/@chakra-ui/react/dist/esm/components/(image|grid|skeleton)/`,
  String.raw`src/components/(Page|QueryBoundary|RenderLater|TabStrip|TextInput)\.tsx$`,
  String.raw`src/lib/(format|useDeferredQuery|livePoll)\.ts$`,
].join('|'));

// The page-start requests' shared chunk (see the groups below).
const EARLY_SHARED = /src\/(app\/earlyPicture|api\/(earlyQueries|goods|goods\.queries|service|home\.queries|game|game\.queries)|features\/goods\/(pictures|parseId))\.ts$/;

// What index.html asks for (scripts/preload-plugin.ts): the page-start requests' common chunk at once; the chunks
// every page needs before its first render (the groups below) at once on most pages; and on a landing page its
// page-start module at once and its screen's chunks with the start chunks once its first picture is drawn. Keep
// the landing pages in step with app/earlyStart.ts (scripts/preload-plugin.test.ts checks it).
const EARLY_CHUNKS = ['early'];
const START_CHUNKS = ['framework', 'start'];
export const LANDING_PAGES: Record<string, { screen: string; early: string }> = {
  '/': { screen: 'src/screens/home/Home.tsx', early: 'src/app/earlyHome.ts' },
  '/index': { screen: 'src/screens/home/Home.tsx', early: 'src/app/earlyHome.ts' },
  '/index/home': { screen: 'src/screens/home/Home.tsx', early: 'src/app/earlyHome.ts' },
  '/index/goodList': { screen: 'src/screens/goods/GoodList.tsx', early: 'src/app/earlyList.ts' },
  '/index/goodDetail': { screen: 'src/screens/goods/GoodDetail.tsx', early: 'src/app/earlyDetail.ts' },
};

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** `_` and 6 characters of a hash of the module's path and the class: a valid class name, unique in practice. */
function shortClassName(name: string, filename: string): string {
  return `_${createHash('sha256').update(`${path.relative(ROOT, filename)}:${name}`).digest('base64url').slice(0, 6)}`;
}

// One switch picks the backend: BACKEND_URL (env or .env file) sends the proxy to the live server;
// without it the proxy goes to the mock: MOCK_URL (a team's mock on another machine, http://host:port) or the
// local one on MOCK_PORT. The proxy strips the prefix either way.
export default defineConfig(({ mode, command }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const prefix = env.VITE_API_PREFIX || '/dev-api';
  // With MOCK_LIVE the mock itself sends those paths to BACKEND_URL (hybrid): the proxy stays on the mock.
  const live = env.MOCK_LIVE ? '' : env.BACKEND_URL;
  const mockUrl = (env.MOCK_URL?.trim() || `http://127.0.0.1:${env.MOCK_PORT || 3001}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s?#]+$/.test(mockUrl)) throw new Error(`MOCK_URL=${mockUrl} 无效：应为模拟后端的地址 http://主机:端口，如 http://192.168.1.5:3001`);
  const backend = live || mockUrl;
  // The production build always talks to the live API; every other build or server uses the mock
  // unless BACKEND_URL is set.
  const backendKind = mode === 'production' || live ? 'live' : 'mock';
  const proxy: Record<string, ProxyOptions> = {
    [prefix]: {
      target: backend,
      changeOrigin: Boolean(live),
      rewrite: (path) => path.slice(prefix.length) || '/',
      // The mock builds links the browser follows (its payment page) under this prefix.
      headers: { 'x-forwarded-prefix': prefix },
    },
  };
  return {
    base: '/',
    plugins: [
      react(),
      preloadFirstLoad({
        earlyChunks: EARLY_CHUNKS, startChunks: START_CHUNKS, landingPages: LANDING_PAGES, tokenKey: TOKEN_KEY,
        firstAnswers: backendKind === 'live' ? firstAnswers(prefix) : {},
      }),
      // `SaleState.listed` reaches the bundle as 1 (the names would otherwise be a chunk of their own on two dozen
      // screens, and one more file in the route table on home's first load).
      inlineStatuses(),
      chakraCssPlugin({ buildTimeModule: fileURLToPath(new URL('./src/app/chakraBuildTime.ts', import.meta.url)), alias: aliases }),
      precompressBuild(),
    ],
    resolve: {
      alias: command === 'build'
        ? [
          ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
          { find: 'hoist-non-react-statics', replacement: fileURLToPath(new URL('./scripts/shims/hoist-non-react-statics.ts', import.meta.url)) },
          ...reactRouterProduction,
        ]
        : aliases,
    },
    define: {
      // Shown as the 模拟 / 线上 badge in development.
      'import.meta.env.VITE_BACKEND_KIND': JSON.stringify(backendKind),
    },
    server: {
      host: '127.0.0.1', port: 5173, proxy,
      // Test and measuring runs write builds and reports into the project: not a reason to reload the page.
      watch: { ignored: ['**/.e2e-dist/**', '**/dist/**', '**/dist-demo/**', '**/dist-demo-*/**', '**/playwright-report/**', '**/test-results/**', '**/.mock-data/**', '**/screenshots/**', '**/.lighthouse/**'] },
    },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    css: {
      // A CSS module's class in a build is 7 characters (`_` and a hash of its file and name) instead of
      // `_name_hash_line`: each class is spelt in the stylesheet and in the screen's code, and home's modules
      // took its first load over its 170 KB budget. Readable names in development.
      modules: command === 'build' ? { generateScopedName: shortClassName } : {},
    },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Chunks named by their hash alone: every chunk's imports and the preload map of every lazy route
          // spell these names out, and on a first load the longer `Name-hash.js` form costs ≈ 1.8 KB gzip.
          // `vite build --sourcemap` shows what each one holds.
          chunkFileNames: 'assets/[hash].js',
          codeSplitting: {
            // Left to itself the splitter made one chunk per set of routes sharing a module: home started
            // with 39 files, 30 of them under 2 KB, each a request (on HTTP/1.1, six at a time) and a
            // <link rel="modulepreload"> the page inserts on the main thread. A group takes the module its
            // `test` matches together with everything that module imports (and no higher group took).
            groups: [
              // Vite's preload helper, needed by the entry: alone, so the entry imports nothing larger.
              { name: 'preload', test: /preload-helper/, priority: 5 },
              { name: 'framework', test: FRAMEWORK, priority: 4 },
              // The page-start data requests (app/earlyStart.ts): what they share in one small chunk, not waiting
              // for the framework (the API client, api/earlyQueries.ts, the first picture's drawing, and the API
              // modules they call, which many screens use too); each landing page's own start (goodList's filters
              // and list memory, home's slot) in a chunk of its own, so home does not load goodList's, nor
              // goodDetail goodList's filters (1.4 KB brotli on its LCP path when the two shared a chunk).
              { name: 'early', test: EARLY_SHARED, priority: 3 },
              { name: 'earlyHome', test: /src\/app\/earlyHome\.ts$/, priority: 2 },
              { name: 'earlyList', test: /src\/app\/earlyList\.ts$/, priority: 2 },
              { name: 'earlyDetail', test: /src\/app\/earlyDetail\.ts$/, priority: 2 },
              // Everything app/boot.tsx imports (Chakra's core, the providers, the route table, the stores):
              // every page needs all of it before its first render; and the COMMON modules above.
              { name: 'start', test: (id: string) => /src\/app\/boot\.tsx$/.test(id) || COMMON.test(id), priority: 1 },
            ],
          },
        },
      },
    },
  };
});
