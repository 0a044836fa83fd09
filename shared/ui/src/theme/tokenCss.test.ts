import path from 'node:path';
import { PROVIDER_SLUGS } from '@portal/config';
import { providerSystem } from './system';

// The builds give Chakra's createSystem a faster getTokenCss (@portal/federation's chakraTokenCss loader). Jest runs
// Chakra as installed, so here both can be run on one system and compared: the text the loader puts in, made a
// function of the names it uses from createSystem's scope, against Chakra's own getTokenCss.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS loader
const { PORTAL_TOKEN_CSS } = require(
  path.resolve(__dirname, '../../../federation/src/chakraTokenCss.cjs'),
) as {
  PORTAL_TOKEN_CSS: string;
};
const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json'));
// createSystem's own serialize (not on the system it returns), made the same way from the same conditions.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Chakra's module, as createSystem imports it
const { createSerializeFn } = require(path.join(chakraDir, 'dist/cjs/styled-system/serialize.cjs')) as {
  createSerializeFn: (o: { conditions: unknown; isValidProperty: unknown }) => (styles: unknown) => unknown;
};

const SCOPE = ['tokens', 'conditions', 'cssVarsRoot', 'css', 'serialize', 'utility', 'layers'];
// The loader's text, run as the build runs it.
const portalTokenCss = new Function(...SCOPE, `${PORTAL_TOKEN_CSS}\n  return getTokenCss();`) as (
  ...scope: unknown[]
) => unknown;

it.each(PROVIDER_SLUGS)("%s: the builds' token CSS is Chakra's, key for key and in order", (slug) => {
  const system = providerSystem(slug);
  const serialize = createSerializeFn({
    conditions: system.conditions,
    isValidProperty: system.isValidProperty,
  });
  const config = system._config as { cssVarsRoot?: string };
  const scope = {
    tokens: system.tokens,
    conditions: system.conditions,
    cssVarsRoot: config.cssVarsRoot ?? ':where(:root, :host)',
    css: system.css,
    serialize,
    utility: system.utility,
    layers: system.layers,
  };
  const chakra = JSON.stringify(system.getTokenCss());
  const portal = JSON.stringify(portalTokenCss(...SCOPE.map((name) => scope[name as keyof typeof scope])));
  expect(chakra.length).toBeGreaterThan(10_000);
  expect(portal).toBe(chakra);
  // Both schemes' colours are in it.
  expect(portal).toContain('.dark');
  expect(portal).toContain('--chakra-colors-brand-solid');
});
