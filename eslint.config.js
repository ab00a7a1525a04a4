import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const srcImportPatterns = [
  { group: ['**/mock-server/**', '**/fixtures/**', '**/e2e/**'], message: 'src never imports the mock, fixtures or e2e.' },
  { group: ['react-router', '!react-router-dom'], message: 'Import routing from react-router-dom only.' },
  // ~37 KB gzip on the first load of every page with a form: forms use plain rules (src/lib/formRules.ts).
  { group: ['zod', 'zod/*', '@hookform/resolvers', '@hookform/resolvers/*'], message: 'No schema library in the app: write the form\'s rules with src/lib/formRules.ts.' },
];

// The layers (docs/frontend.md): app → screens → features → the shared lower layers (lib, api, stores,
// components, config: the route registry) → src/contract (what the mock shares). A lower layer never imports
// a higher one; features never import screens.
const upperLayers = {
  regex: '^(@/|(\\.\\./)+)(app|features|screens)/',
  message: 'lib/, api/, stores/ and components/ are lower layers: they never import app/, features/ or screens/ (pass what they need in, or move it down).',
};
const screensLayer = {
  regex: '^(@/|(\\.\\./)+)screens/',
  message: 'Features never import screens: a screen composes features, not the other way round.',
};
// The mock and its data share only the contract with the app: the answers' types and the business rules.
const contractOnly = {
  regex: '^(\\.\\./)+src/(?!contract/)',
  message: 'mock-server/ and fixtures/ import only the shared contract from src/: src/contract/ (types, pricing, ID numbers, 顶级账号).',
};

// The contract's zod schemas (src/contract/wire) describe the wire for the mock and the contract scripts; the app
// reads the plain types of src/contract/types.ts, so zod never reaches the bundle.
const wireSchemas = {
  group: ['**/contract/wire', '**/contract/wire/**'],
  message: 'The app never imports src/contract/wire (zod schemas for the mock and the contract scripts): read the types of src/contract/types.ts.',
};

// The Chakra components whose recipes are not in the first system (src/components/chakra/lateRecipes.ts).
const lateRecipeComponents = {
  group: ['@chakra-ui/react'],
  importNamePattern: '^(Avatar|Checkbox|Dialog|Drawer|Field(?!set)|Link(?!Box|Overlay)|List(?!box)|NativeSelect|Separator|Table|Tabs|Textarea|Toast)',
  message: 'Import this component from src/components/chakra/: that module registers its recipe (see src/components/chakra/lateRecipes.ts).',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', '.e2e-dist', '.tmp', 'node_modules', '.mock-data', 'test-results', 'playwright-report', 'screenshots', '.lighthouse'] },
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
    // The wire schemas themselves may use zod (and import one another).
    files: ['src/contract/wire/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [srcImportPatterns[0]] }] },
  },
  {
    files: ['src/{lib,api,stores,components,config}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...srcImportPatterns, lateRecipeComponents, upperLayers, wireSchemas] }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...srcImportPatterns, lateRecipeComponents, screensLayer, wireSchemas] }] },
  },
  {
    files: ['src/components/chakra/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...srcImportPatterns, upperLayers, wireSchemas] }] },
  },
  {
    files: ['mock-server/**/*.ts', 'fixtures/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractOnly] }] },
  },
);
