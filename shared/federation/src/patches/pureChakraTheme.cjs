// Chakra's theme entry (@chakra-ui/react/theme), which the portal takes its tokens, text styles and recipes from,
// also builds Chakra's whole default config as it loads: `const defaultThemeConfig = defineConfig({ …, recipes,
// slotRecipes })`, every recipe Chakra has (about 118 KB minified). The portal never uses that config. webpack
// and terser leave it out only while they can see that `defineConfig` (an identity function) does nothing else:
// they cannot once a part's recipe sits in a lazy chunk (../../../ui/src/parts), where Chakra's `defineSlotRecipe`
// is also used, and `defineConfig`'s module is no longer concatenated into main.js. This loader marks that one
// call side-effect free, as the bundlers' `/* @__PURE__ */` annotation says, so the unused config and its
// recipes stay out of every build. A Chakra release that changes the line fails the build, not the bytes.

const DEFAULT_CONFIG = 'const defaultThemeConfig = defineConfig(';

/** Chakra's theme entry whose default config the loader marks. */
const CHAKRA_THEME_ENTRY = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/;

/** The webpack loader: the source with the default config's construction marked pure. */
function pureChakraTheme(source) {
  if (!source.includes(DEFAULT_CONFIG))
    throw new Error(
      `@chakra-ui/react/theme no longer has "${DEFAULT_CONFIG}": see shared/federation/src/patches/pureChakraTheme.cjs`,
    );
  return source.replace(DEFAULT_CONFIG, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
}

module.exports = pureChakraTheme;
module.exports.CHAKRA_THEME_ENTRY = CHAKRA_THEME_ENTRY;
