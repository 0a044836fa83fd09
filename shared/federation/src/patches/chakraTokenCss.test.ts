import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS loader
const chakraTokenCss = require('./chakraTokenCss.cjs') as ((source: string) => string) & {
  CHAKRA_SYSTEM: RegExp;
  CHAKRA_TOKEN_CSS: string;
  PORTAL_TOKEN_CSS: string;
};

// The same output as Chakra's own, for every provider: ../../../ui/src/theme/tokenCss.test.ts.
const esm = path.join(
  path.dirname(
    require.resolve('@chakra-ui/react/package.json', { paths: [path.join(__dirname, '../../../ui')] }),
  ),
  'dist/esm/styled-system/system.js',
);

it("applies to the installed Chakra's system module, the one a build takes", () => {
  expect(chakraTokenCss.CHAKRA_SYSTEM.test(esm)).toBe(true);
  expect(chakraTokenCss.CHAKRA_SYSTEM.test(esm.replace(/system\.js$/, 'css.js'))).toBe(false);
  expect(chakraTokenCss.CHAKRA_SYSTEM.test(esm.replace('esm', 'cjs').replace(/\.js$/, '.cjs'))).toBe(false);
});

it('replaces getTokenCss and nothing else', () => {
  const source = readFileSync(esm, 'utf8');
  const patched = chakraTokenCss(source);
  expect(source.split(chakraTokenCss.CHAKRA_TOKEN_CSS)).toHaveLength(2);
  expect(patched).toBe(source.replace(chakraTokenCss.CHAKRA_TOKEN_CSS, chakraTokenCss.PORTAL_TOKEN_CSS));
  expect(patched).not.toContain('mergeWith(result, cssObject)');
  expect(patched.match(/function getTokenCss\(\)/g)).toHaveLength(1);
});

it('fails the build when a Chakra release changes getTokenCss', () => {
  const source = readFileSync(esm, 'utf8');
  expect(() =>
    chakraTokenCss(source.replace('const varsObj = Object.fromEntries(values);', 'const varsObj = {};')),
  ).toThrow(/getTokenCss is no longer the one/);
});
