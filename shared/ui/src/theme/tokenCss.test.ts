import path from 'node:path';
import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { PROVIDER_SLUGS } from '@portal/config';
import { providerSystem } from './system';

// The builds give Chakra's createSystem a faster getTokenCss (@portal/federation's chakraTokenCss patch). Jest runs
// Chakra as installed, so here both can be run on one system and compared: the text the loader puts in against
// Chakra's own getTokenCss.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS loader
const { PORTAL_TOKEN_CSS } = require(
  path.resolve(__dirname, '../../../federation/src/patches/chakraTokenCss.cjs'),
) as {
  PORTAL_TOKEN_CSS: string;
};
const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json'));
// createSystem's own serialize (not on the system it returns), made the same way from the same conditions.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Chakra's module, as createSystem imports it
const { createSerializeFn } = require(path.join(chakraDir, 'dist/cjs/styled-system/serialize.cjs')) as {
  createSerializeFn: (o: { conditions: unknown; isValidProperty: unknown }) => (styles: unknown) => unknown;
};

const SCOPE = ['tokens', 'conditions', 'cssVarsRoot', 'css', 'serialize', 'utility', 'layers', 'mergeWith'];
// The text the loader puts in, made a function of the names it uses from createSystem's scope.
const portalTokenCss = new Function(...SCOPE, `${PORTAL_TOKEN_CSS}\n  return getTokenCss();`) as (
  ...scope: unknown[]
) => unknown;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Chakra's module, as createSystem imports it
const { mergeWith } = require(path.join(chakraDir, 'dist/cjs/utils/merge.cjs')) as { mergeWith: unknown };

/** The token CSS of `system` as the builds make it, and as Chakra does. */
function bothTokenCss(system: SystemContext): { portal: string; chakra: string } {
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
    mergeWith,
  };
  return {
    portal: JSON.stringify(portalTokenCss(...SCOPE.map((name) => scope[name as keyof typeof scope]))),
    chakra: JSON.stringify(system.getTokenCss()),
  };
}

it.each(PROVIDER_SLUGS)("%s: the builds' token CSS is Chakra's, key for key and in order", (slug) => {
  const { portal, chakra } = bothTokenCss(providerSystem(slug));
  expect(chakra.length).toBeGreaterThan(10_000);
  expect(portal).toBe(chakra);
  // Both schemes' colours are in it.
  expect(portal).toContain('.dark');
  expect(portal).toContain('--chakra-colors-brand-solid');
});

it('the same for a scheme behind an at-rule, a value with !important and one a scheme leaves out', () => {
  const system = createSystem(
    defaultConfig,
    defineConfig({
      conditions: { highContrast: '@media (forced-colors: active)' },
      theme: {
        tokens: { colors: { loud: { value: 'red !important' }, faded: { value: '{colors.red.500/50}' } } },
        semanticTokens: {
          colors: {
            edge: { value: { base: '{colors.red.500}', _dark: 'white', _highContrast: 'CanvasText' } },
            mark: { value: { _highContrast: 'Highlight', base: 'blue' } },
          },
        },
      },
    }),
  );
  const { portal, chakra } = bothTokenCss(system);
  expect(chakra).toContain('@media (forced-colors: active)');
  expect(chakra).toContain('red !important');
  expect(portal).toBe(chakra);
});
