import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS loader
const pureChakraTheme = require('./pureChakraTheme.cjs') as ((source: string) => string) & {
  CHAKRA_THEME_ENTRY: RegExp;
};

const entry = path.join(
  path.dirname(
    require.resolve('@chakra-ui/react/package.json', { paths: [path.join(__dirname, '../../../ui')] }),
  ),
  'dist/esm/theme/index.js',
);

it("matches the Chakra theme entry the portal's @portal/ui imports", () => {
  expect(pureChakraTheme.CHAKRA_THEME_ENTRY.test(entry)).toBe(true);
  expect(
    pureChakraTheme.CHAKRA_THEME_ENTRY.test(entry.replace(/([\\/])theme([\\/]index\.js)$/, '$1components$2')),
  ).toBe(false);
});

it("marks the installed Chakra's default config pure, and nothing else", () => {
  const source = readFileSync(entry, 'utf8');
  const marked = pureChakraTheme(source);
  expect(marked.match(/\/\* @__PURE__ \*\//g)).toHaveLength(1);
  expect(marked).toContain('const defaultThemeConfig = /* @__PURE__ */ defineConfig({');
  expect(marked.replace('/* @__PURE__ */ ', '')).toBe(source);
});

it('fails loudly when a Chakra release changes the line', () => {
  expect(() => pureChakraTheme('export const defaultThemeConfig = createConfig({});')).toThrow(
    /no longer has "const defaultThemeConfig = defineConfig\("/,
  );
});
