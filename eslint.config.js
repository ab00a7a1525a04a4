import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const srcImportPatterns = [
  { group: ['**/mock-server/**', '**/fixtures/**', '**/e2e/**'], message: 'src never imports the mock, fixtures or e2e.' },
  { group: ['react-router', '!react-router-dom'], message: 'Import routing from react-router-dom only.' },
  // ~37 KB gzip on the first load of every page with a form: forms use plain rules (src/lib/formRules.ts).
  { group: ['zod', 'zod/*', '@hookform/resolvers', '@hookform/resolvers/*'], message: 'No schema library in the app: write the form\'s rules with src/lib/formRules.ts.' },
  // Its dictionary is ~320 KB: the suggestions match pinyin in the backend (the mock: mock-server/lib/pinyin.ts).
  { group: ['pinyin-pro', 'pinyin-pro/*'], message: 'No pinyin in the app: GET /web/goods/suggest matches pinyin and initials in the backend.' },
];

// The layers (docs/frontend.md): app → screens → features → the shared lower layers (lib, api, stores,
// components, config: the route registry) → src/contract (what the mock shares). A lower layer never imports
// a higher one; features never import screens or the app.
const upperLayers = {
  regex: '^(@/|(\\.\\./)+)(app|features|screens)/',
  message: 'lib/, api/, stores/ and components/ are lower layers: they never import app/, features/ or screens/ (pass what they need in, or move it down).',
};
// The client state sits under the server's: api/ reads and fills stores/ (the token, the user info), never the
// other way round, so a store can be read and tested without the HTTP client.
const storesLayer = {
  regex: '^(@/|(\\.\\./)+)(api|components)/',
  message: 'stores/ hold client state only: they import neither api/ nor components/ (the server fills them: api/ imports stores/, not the reverse).',
};
const screensLayer = {
  regex: '^(@/|(\\.\\./)+)(app|screens)/',
  message: 'Features never import screens or the app: a screen composes features, not the other way round; what a feature needs from app/ moves down (lib/, stores/, config/).',
};

// Which features a feature may import: a graph without cycles, the one place it is written (docs/frontend.md
// points here; docs/decisions/0009-feature-imports.md says why these arrows). Every folder of src/features is a key
// (scripts/eslint-layers.test.ts checks it and that there is no cycle). A feature is a domain's widgets, hooks and
// rules; a page that lays several domains out is a screen (screens may import any feature), query factories are
// in api/<domain>.queries.ts and widgets of several domains in components/. An arrow is only for a domain's
// widget another domain shows inside its own (the game icon and 区服 columns, the 交易须知 sheet...). A new arrow
// is a decision: add it here and to the record, or move what both need down (components/, lib/, stores/, api/).
export const featureImports = {
  // Features that import no other.
  auth: [],
  content: [],
  feedback: [],
  game: [],
  merchant: [],
  message: [],
  service: [],
  // The rest, each after what it imports.
  account: ['auth'], // the SMS code button of 修改密码; sign-in's safe redirect after 实名
  goods: ['content'], // the 交易须知 sheet in the detail's 须知 tab
  listing: ['goods'], // the 区服 line of a goods (goods/attributes.ts)
  order: ['content'], // the 交易须知 sheet before paying
  recycle: ['game'], // the game icon and the 区服 columns of the request form
  sell: ['content', 'game'], // the 交易须知 sheet and the selling guide's rows; the game icon and the 区服 columns
};
/** The module paths (`@/features/x/…`, `../x/…`, `../../features/x/…`) of the features `feature` may not import. */
function forbiddenFeatures(feature) {
  const allowed = featureImports[feature];
  const others = Object.keys(featureImports).filter((f) => f !== feature && !allowed.includes(f));
  if (!others.length) return null;
  const message = `features/${feature} may import ${allowed.length ? `only these features: ${allowed.join(', ')}` : 'no other feature'} `
    + '(featureImports in eslint.config.js). Move what both need down (components/, lib/, stores/, api/) or into the feature '
    + 'that owns it; if the new arrow is right, add it there and to docs/frontend.md.';
  return { regex: `^(@/features/|(\\.\\./)+(features/)?)(${others.join('|')})(/|$)`, message };
}

// The mock and its data share only the contract with the app: the answers' types and the business rules.
const contractOnly = {
  regex: '^(\\.\\./)+src/(?!contract/)',
  message: 'mock-server/ and fixtures/ import only the shared contract from src/: src/contract/ (types, pricing, ID numbers, 顶级账号).',
};

// The mock's rooms (mock-server/README.md "Layout"), lowest first: a room imports only the rooms before it (and its own
// files), never one after it. The skeleton's files at the root sit between them: config.ts, scheduler.ts and
// context.ts (what a route is given) under domain/, and app.ts (one space's app), server.ts and index.ts on top. An
// arrow up is turned round: pass what is needed in (sandbox/spaces.ts gets createMockApp from server.ts, as presets
// do), or move the shared piece down (scripts/eslint-mock-layers.test.ts checks every folder has its place here).
export const mockLayers = [
  'lib', // helpers without state; lib/fixtures.ts is the one door to fixtures/
  'persist', // the SQLite data file, the seeded base, atomic sidecar writes
  'data', // the store, its indexes, the jobs table, sessions, datasets
  'middleware', // Express middleware only
  'config.ts', 'scheduler.ts', 'context.ts',
  'domain', // the rules: every state change
  'routes', // parse, check the caller, call the domain, answer
  'sandbox', // the tester's tools: control API, snapshots, spaces, journal, drift mode
  'app.ts', 'server.ts', 'index.ts',
];
/** The zone of a mock folder: the rooms after it (folders `../x/`, root files `../x.ts`), and fixtures/ outside lib/. */
function mockZone(room) {
  const above = mockLayers.slice(mockLayers.indexOf(room) + 1);
  const folders = above.filter((r) => !r.endsWith('.ts'));
  const files = above.filter((r) => r.endsWith('.ts')).map((r) => r.replace(/\.ts$/, ''));
  const alternatives = [
    ...(folders.length ? [`^\\.\\./(${folders.join('|')})/`] : []),
    `^\\.\\./(${files.join('|')})(\\.ts)?$`,
  ];
  return {
    regex: alternatives.join('|'),
    message: `mock-server/${room}/ imports only the rooms below it (${mockLayers.slice(0, mockLayers.indexOf(room)).join(', ') || 'none: lib/ is the bottom'}; `
      + 'mockLayers in eslint.config.js), never one above: pass what it needs in (as server.ts hands createMockApp to sandbox/), or move the shared piece down.',
  };
}
const fixturesDoor = {
  regex: '^(\\.\\./)+fixtures/',
  message: 'In the mock only lib/fixtures.ts imports fixtures/ (the one door): import it from there.',
};

// The contract's folders (src/contract/<domain>/: answers, requests, endpoints, statuses; src/contract/common/: the
// pieces and doors) are zod schemas for the mock and the contract scripts; the app reads the plain types of
// src/contract/types.ts and the codes of src/contract/statuses.ts (both at the contract's root), so zod never
// reaches the bundle. A folder's name has no dot: `@/contract/goods/…`, `../../contract/common`, not `@/contract/types.ts`.
const wireSchemas = {
  regex: '^(@/|(\\.\\./)+)contract/[^/.]+(/|$)',
  message: 'The app never imports src/contract/<domain>/ or src/contract/common/ (zod schemas for the mock and the contract scripts): read the types of src/contract/types.ts, the codes of src/contract/statuses.ts.',
};

// The Chakra components whose recipes are not in the first system (src/components/chakra/lateRecipes.ts).
const lateRecipeComponents = {
  group: ['@chakra-ui/react'],
  importNamePattern: '^(Avatar|Badge|Checkbox|Dialog|Drawer|Field(?!set)|Link(?!Box|Overlay)|List(?!box)|NativeSelect|Separator|Table|Tabs|Textarea|Toast)',
  message: 'Import this component from src/components/chakra/: that module registers its recipe (see src/components/chakra/lateRecipes.ts).',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'dist-demo-*', '.e2e-dist', '.tmp', 'node_modules', '.mock-data', 'test-results', 'playwright-report', 'screenshots', '.lighthouse'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { patterns: [...srcImportPatterns, lateRecipeComponents, wireSchemas] }],
    },
  },
  {
    // The contract's folders themselves may use zod (and import one another) ...
    files: ['src/contract/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [srcImportPatterns[0]] }] },
  },
  {
    // ... but for the status codes, which the app's bundle carries (through src/contract/statuses.ts).
    files: ['src/contract/*/statuses.ts', 'src/contract/common/codes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: srcImportPatterns }] },
  },
  {
    files: ['src/{lib,api,stores,components,config}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...srcImportPatterns, lateRecipeComponents, upperLayers, wireSchemas] }] },
  },
  {
    files: ['src/stores/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...srcImportPatterns, upperLayers, storesLayer, wireSchemas] }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...srcImportPatterns, lateRecipeComponents, screensLayer, wireSchemas] }] },
  },
  // Each feature imports only the features featureImports allows, statically or with import().
  ...Object.keys(featureImports).map((feature) => {
    const zone = forbiddenFeatures(feature);
    return {
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: zone ? {
        'no-restricted-imports': ['error', { patterns: [...srcImportPatterns, lateRecipeComponents, screensLayer, wireSchemas, zone] }],
        // no-restricted-imports does not see import(): the same zone for lazy imports (an esquery regex has no '/').
        'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${zone.regex.replaceAll('/', '\\x2F')}/]`, message: zone.message }],
      } : {},
    };
  }),
  {
    files: ['src/components/chakra/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...srcImportPatterns, upperLayers, wireSchemas] }] },
  },
  {
    files: ['mock-server/**/*.ts', 'fixtures/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractOnly] }] },
  },
  // Each folder of the mock imports only the rooms below it (mockLayers), statically or with import().
  ...mockLayers.filter((room) => !room.endsWith('.ts')).map((room) => {
    const zone = mockZone(room);
    return {
      files: [`mock-server/${room}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [contractOnly, zone, ...(room === 'lib' ? [] : [fixturesDoor])] }],
        'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${zone.regex.replaceAll('/', '\\x2F')}/]`, message: zone.message }],
      },
    };
  }),
);
