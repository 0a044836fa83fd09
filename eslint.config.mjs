// Flat config. The package boundaries (docs/architecture.md) live here, as no-restricted-imports patterns: every
// TypeScript file gets all of them, except what its area may import (see AREAS):
// Chakra/Emotion only inside shared/ui, no remote imports another remote (or the shell), packages only
// through their public index (no deep imports), react-router only through the @portal/router facade, the
// wire contract and the client core only inside the API packages, the session context only through
// @portal/api, the sign-in only in the shell and what starts a page, @portal/testing only in tests and
// dev harnesses, and the Node packages (builds, serving rules) only in e2e, bench and scripts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const PATTERNS = {
  deepImports: {
    // Seven entries besides the index: @portal/ui's core (the pattern uiCore below), every provider at once (tools and tests), the kit's fake API alone (tests
    // that render nothing, without React and Chakra), the session context alone (a singleton of its own), the
    // API client's test settings (tests that make clients of their own), the looks' contrast rules (the
    // provider check, in Node, without Chakra), the check of a published provider's document (the shell's chunk of
    // its own, loaded only for a provider not in the build), and a look drawn from data in a frame (the
    // development-only preview of a draft provider, kept out of the production pages).
    group: [
      '@portal/*/*',
      '!@portal/config/providers',
      '!@portal/ui/lookRules',
      '!@portal/ui/core',
      '!@portal/config/published',
      '!@portal/ui/lookInFrame',
      '!@portal/testing/fakeApi',
      '!@portal/auth/session',
      '!@portal/api-client/testing',
    ],
    message: 'Import a package only through its public index (e.g. "@portal/ui"), never a file inside it.',
  },
  uiCore: {
    group: ['@portal/ui/core'],
    message:
      '@portal/ui/core is the shared singleton behind @portal/ui, for its own components and the shell to hand to the remotes: import from "@portal/ui".',
  },
  chakra: {
    group: ['@chakra-ui/*', '@emotion/*'],
    message: 'Chakra and Emotion belong to @portal/ui: import the component from "@portal/ui".',
  },
  otherApps: {
    group: ['@portal/mfe-*', '@portal/shell', '**/mfe-*/**', '**/shell/src/**'],
    message: 'A remote never imports another remote or the shell: move what both need into shared/.',
  },
  apiContract: {
    group: ['@portal/api-contract'],
    message:
      'The wire contract is for the API client and the mock API only: import types, calls and hooks from "@portal/api".',
  },
  apiClient: {
    group: ['@portal/api-client'],
    message: 'Import the API client and its errors from "@portal/api" (it re-exports them).',
  },
  sessionContext: {
    group: ['@portal/auth/session'],
    message:
      'Read the session from "@portal/api" (useSession, useStudentId, useSignIn): it re-exports @portal/auth/session.',
  },
  signIn: {
    // The package's index alone: its session context is the pattern above.
    regex: '^@portal/auth$',
    message:
      'The sign-in (@portal/auth) is for the shell and what starts a page (@portal/start, the dev harness): a page reads the session from "@portal/api".',
  },
  router: {
    group: ['react-router', 'react-router-dom'],
    message: 'Import routing from "@portal/router" (the shared facade); add a name there if it lacks one.',
  },
  allProviders: {
    // The package export, and the two files behind it by a relative path (the settings' and the themes' maps).
    // (`./all` from within those folders: the repository has no other all.ts.)
    group: [
      '@portal/config/providers',
      '**/providers/all',
      '**/providers/all.ts',
      '**/providerThemes/all',
      '**/providerThemes/all.ts',
      './all',
      './all.ts',
    ],
    message:
      "Every provider's settings or themes at once are for the tools and tests (the mock API, the local backend, e2e): the portal loads its one provider's (loadProvider, loadTheme).",
  },
  nodePackages: {
    group: ['@portal/federation', '@portal/deployment'],
    message:
      'The builds (@portal/federation) and the serving rules (@portal/deployment) run in Node, for webpack configs, servers and scripts: a page never imports them.',
  },
  testingKit: {
    // The API client's test settings too (and, as the client core, only in the API packages' tests).
    group: ['@portal/testing', '@portal/api-client/testing'],
    message:
      'The remote kit (@portal/testing) is for tests and the dev harness (src/bootstrap.tsx) only: it never ships in a page (nor does @portal/api-client/testing).',
  },
};

/** What each area may import that others may not. */
const AREAS = [
  { files: ['shared/ui/**'], allow: ['chakra', 'uiCore'] },
  { files: ['shared/router/**'], allow: ['router'] },
  {
    // The two sides of the wire contract (the client, and the mock API with the local backend that serves
    // it), the contract itself and the client core.
    files: ['shared/api-client/**', 'shared/api-contract/**'],
    allow: ['apiContract', 'apiClient'],
  },
  // The package pages import: it also re-exports the session context.
  { files: ['shared/api/**'], allow: ['apiContract', 'apiClient', 'sessionContext'] },
  // The sign-in hands the client its tokens (ApiTokens); the session context holds the signed-in Student.
  { files: ['shared/auth/**'], allow: ['apiContract', 'apiClient'] },
  // The shell and what starts a page (the portal's start-up, the dev harness of the kit) sign in.
  { files: ['shell/**', 'shared/start/**'], allow: ['signIn'] },
  // The mock API and the local backend also know every provider at once (names, sign-in groups).
  { files: ['shared/mock-api/**', 'shared/dev-api/**'], allow: ['apiContract', 'apiClient', 'allProviders'] },
  { files: ['shared/testing/**'], allow: ['testingKit', 'signIn'] },
  {
    files: ['e2e/**', 'bench/**', 'scripts/**'],
    allow: ['otherApps', 'testingKit', 'allProviders', 'nodePackages'],
  },
  // The release tools (Node) set the serving rules' headers on the files they put into a store.
  { files: ['shared/release/**', 'shared/provider-release/**'], allow: ['nodePackages'] },
  // The tenant check (Node) reads any provider's settings and the policy the portal is served with.
  { files: ['shared/idp-check/**'], allow: ['nodePackages', 'allProviders'] },
  // The shell hands the client core, the session context and @portal/ui's core to the remotes as shared modules
  // (it does not call them from there).
  { files: ['shell/src/federation/shared.ts'], allow: ['apiClient', 'sessionContext', 'uiCore'] },
  // Jest's set-up gives every test every provider and theme at once (the themes' table is the tests').
  { files: ['jest/setup.ts', 'shared/ui/src/theme/providerThemes/all.ts'], allow: ['allProviders'] },
  // Tests' router: the kit gives react-router's MemoryRouter, which no page uses (the shared facade leaves it out).
  { files: ['shared/testing/src/memoryRouter.ts'], allow: ['router'] },
];
/** Where @portal/testing may be used anywhere: tests and dev harnesses. */
const KIT_USERS = ['**/*.test.{ts,tsx}', '**/src/bootstrap.tsx'];
/** Tests may also read every provider's settings at once (@portal/config/providers); a page never does. */
const TESTS = ['**/*.test.{ts,tsx}'];

const restrict = (allow) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: Object.entries(PATTERNS)
        .filter(([name]) => !allow.includes(name))
        .map(([, p]) => p),
    },
  ],
});
const within = (area, file) => area.files.map((glob) => glob.replace(/\*\*$/, file));
const boundaries = [
  { files: ['**/*.{ts,tsx}'], rules: restrict([]) },
  { files: KIT_USERS, rules: restrict(['testingKit']) },
  { files: TESTS, rules: restrict(['testingKit', 'allProviders']) },
  // An area of one file (no `**`) is that file alone: no tests or harnesses inside it get more.
  ...AREAS.flatMap((area) => [
    { files: within(area, '**/*.{ts,tsx}'), rules: restrict(area.allow) },
    ...(area.files.every((glob) => glob.endsWith('**'))
      ? [
          {
            files: KIT_USERS.flatMap((glob) => within(area, glob)),
            rules: restrict([...area.allow, 'testingKit']),
          },
          {
            files: TESTS.flatMap((glob) => within(area, glob)),
            rules: restrict([...area.allow, 'testingKit', 'allProviders']),
          },
        ]
      : []),
  ]),
];

// File names: a file is named after its main export, in that export's case: a React component (or a class)
// PascalCase.tsx (`FeesFields.tsx` exports FeesFields), anything else camelCase (`personalStep.tsx` exports
// personalStep, `feesFlow.ts`, `diskStore.ts`); never kebab-case or snake_case. A suffix after the first dot
// keeps its own spelling: tests `.test.ts(x)` beside the file they test, e2e `.spec.ts`, `.d.ts`, tool
// configs (`webpack.config.js`). A provider's document and pictures are in a folder named by its slug
// (`providers/up-online/provider.json`), the key the registry, the host name and the provider's chunk use.
const CAMEL_CASE = '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))';
const CAMEL_OR_PASCAL_CASE = `@(${CAMEL_CASE}|+([A-Z]*([a-z0-9])))`;
const FILE_NAMES = {
  files: ['**/*.{ts,tsx,js,mjs,cjs}'],
  plugins: { 'check-file': checkFile },
  rules: {
    'check-file/filename-naming-convention': [
      'error',
      { '**/*.tsx': CAMEL_OR_PASCAL_CASE, '**/*.{ts,js,mjs,cjs}': 'CAMEL_CASE' },
      {
        ignoreMiddleExtensions: true,
        errorMessage:
          'The file name "{{ target }}" breaks the naming rule: PascalCase.tsx for a React component, camelCase otherwise, never kebab-case (FILE_NAMES in eslint.config.mjs)',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/locales/**',
      'shared/dev-api/data/**',
      '.var/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
  FILE_NAMES,
  {
    files: ['**/*.{js,mjs,cjs}', '**/webpack.config.*', 'e2e/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The benchmarks hand functions to the browser (page.evaluate, addInitScript).
    files: ['scripts/bench*.mjs', 'scripts/screenshots.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
