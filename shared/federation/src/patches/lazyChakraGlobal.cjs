// Chakra's createSystem computes the system's global styles as it builds the system: `const _global =
// [getPreflightCss(), getGlobalCss(), getTokenCss()]`, every token (about 540) turned into a CSS custom property
// through css(), nearly half of the system's construction. ChakraProvider reads `_global` to write them. Where the
// provider's global style sheet is in force (shared/ui/src/theme/globalSheet.ts) nothing reads it. This loader
// makes `_global` a getter that computes them on first read, so a page with the sheet never computes them. A Chakra
// release that changes either line fails the build.

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '\n    _global,\n';

/** Chakra's createSystem. */
const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** The webpack loader: createSystem with `_global` computed on its first read. */
function lazyChakraGlobal(source) {
  for (const text of [EAGER, RETURNED])
    if (source.split(text).length !== 2)
      throw new Error(
        `@chakra-ui/react's createSystem no longer has "${text.trim()}" once: see shared/federation/src/patches/lazyChakraGlobal.cjs`,
      );
  return source
    .replace(EAGER, 'let _global;')
    .replace(
      RETURNED,
      '\n    get _global() {\n      return _global || (_global = [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    );
}

module.exports = lazyChakraGlobal;
module.exports.CHAKRA_SYSTEM = CHAKRA_SYSTEM;
