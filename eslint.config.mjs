// Flat config. The boundary rules of ARCHITECTURE.md live here:
// Chakra/Emotion only inside shared/ui, no remote imports another remote (or the shell),
// packages are used only through their public index (no deep imports), and the wire contract
// (@portal/api-contract) belongs to the API client and the dev-api alone.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const deepImports = {
  group: ['@portal/*/*'],
  message: 'Import a package only through its public index (e.g. "@portal/ui"), never a file inside it.',
};
const chakra = {
  group: ['@chakra-ui/*', '@emotion/*'],
  message: 'Chakra and Emotion belong to @portal/ui: import the component from "@portal/ui".',
};
const apiContract = {
  group: ['@portal/api-contract'],
  message:
    'The wire contract is for the API client and the dev-api only: import types, calls and hooks from "@portal/api".',
};
const otherApps = {
  group: ['@portal/mfe-*', '@portal/shell', '**/mfe-*/**', '**/shell/src/**'],
  message: 'A remote never imports another remote or the shell: move what both need into shared/.',
};

const router = {
  group: ['react-router', 'react-router-dom'],
  message: 'Import routing from "@portal/router" (the shared facade); add a name there if it lacks one.',
};
const testingKit = {
  group: ['@portal/testing'],
  message:
    'The remote kit (@portal/testing) is for tests and the dev harness (src/bootstrap.tsx) only: it never ships in a page.',
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
      'no-restricted-imports': ['error', { patterns: [deepImports, chakra, apiContract] }],
    },
  },
  {
    files: ['shared/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImports, otherApps, apiContract] }] },
  },
  {
    files: ['mfe-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['shared/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepImports, chakra, otherApps, apiContract] }],
    },
  },
  {
    // The two sides of the wire contract (and the contract itself), tests included.
    files: ['shared/api/**/*.{ts,tsx}', 'shared/dev-api/**/*.{ts,tsx}', 'shared/api-contract/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImports, chakra, otherApps, router] }] },
  },
  {
    files: ['mfe-*/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['shared/testing/**', 'shared/ui/**', '**/*.test.{ts,tsx}', '**/src/bootstrap.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepImports, chakra, otherApps, testingKit, router] }],
    },
  },
  {
    // The facade itself is the one place react-router is imported.
    files: ['shared/router/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImports, chakra, otherApps] }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}', '**/webpack.config.*', 'e2e/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
