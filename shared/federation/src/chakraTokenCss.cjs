// Chakra builds a provider's styling system once per page, before the first render (@portal/ui providerSystem), and
// half of that task is its token CSS: every design token as a custom property (`--chakra-colors-fg: …`), for the
// base and for each colour scheme. Chakra's `getTokenCss` passes each scheme's variables, a thousand at a time,
// through its general `css` function: it hashes the whole object for its cache, walks it, sorts each variable's
// path of conditions and merges one variable at a time. This loader has it send one variable of each scheme
// through `css` (where that scheme's variables go: the selector and layer Chakra gives them) and the rest straight
// through Chakra's own per-variable step (`utility.transform`, which expands token references such as
// `{colors.gray.900/10}`). The result is the same object, key for key and in the same order: a test builds every
// provider's system and compares (../../ui/src/theme/tokenCss.test.ts). It halves `createSystem`.
// A Chakra release whose `getTokenCss` is not the one below fails the build, not the styles.

/** Chakra's styling system module (ESM, the one a webpack build takes). */
const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** `getTokenCss` as Chakra 3 writes it, inside `createSystem`. */
const CHAKRA_TOKEN_CSS = `  function getTokenCss() {
    const result = {};
    for (const [key, values] of tokens.cssVarMap.entries()) {
      const varsObj = Object.fromEntries(values);
      if (Object.keys(varsObj).length === 0) continue;
      const selector = key === "base" ? cssVarsRoot : conditions.resolve(key);
      const isAtRule = selector.startsWith("@");
      const cssObject = css(
        serialize({
          [selector]: isAtRule ? { [cssVarsRoot]: varsObj } : varsObj
        })
      );
      mergeWith(result, cssObject);
    }
    return layers.wrap("tokens", result);
  }
`;

/** The same, with `css` given one variable of each scheme: it uses createSystem's tokens, conditions, cssVarsRoot,
 * css, serialize, utility and layers. */
const PORTAL_TOKEN_CSS = `  function getTokenCss() {
    const result = {};
    for (const [key, values] of tokens.cssVarMap.entries()) {
      if (values.size === 0) continue;
      const selector = key === "base" ? cssVarsRoot : conditions.resolve(key);
      const isAtRule = selector.startsWith("@");
      const [firstName, firstValue] = values.entries().next().value;
      const one = { [firstName]: firstValue };
      const shape = css(serialize({ [selector]: isAtRule ? { [cssVarsRoot]: one } : one }));
      let leaf = result;
      for (let at = shape; !Object.prototype.hasOwnProperty.call(at, firstName); ) {
        const keys = Object.keys(at);
        if (keys.length !== 1) throw new Error("Chakra's token CSS has an unexpected shape (@portal/federation chakraTokenCss)");
        leaf = leaf[keys[0]] || (leaf[keys[0]] = {});
        at = at[keys[0]];
      }
      for (const [name, value] of values) Object.assign(leaf, utility.transform(name, value));
    }
    return layers.wrap("tokens", result);
  }
`;

/** The webpack loader: Chakra's system module with the portal's `getTokenCss`. */
function chakraTokenCss(source) {
  if (!source.includes(CHAKRA_TOKEN_CSS))
    throw new Error(
      "Chakra's getTokenCss is no longer the one shared/federation/src/chakraTokenCss.cjs replaces: check the new one and update the loader",
    );
  return source.replace(CHAKRA_TOKEN_CSS, PORTAL_TOKEN_CSS);
}

module.exports = chakraTokenCss;
module.exports.CHAKRA_SYSTEM = CHAKRA_SYSTEM;
module.exports.CHAKRA_TOKEN_CSS = CHAKRA_TOKEN_CSS;
module.exports.PORTAL_TOKEN_CSS = PORTAL_TOKEN_CSS;
