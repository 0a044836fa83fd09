// Chakra builds a provider's styling system once per page, before the first render (@portal/ui providerSystem), and
// a large part of that task is its token CSS: every design token as a custom property (`--chakra-colors-fg: …`),
// for the base and for each colour scheme. Chakra's `getTokenCss` passes each scheme's variables, a thousand at a
// time, through its general `css` function: it hashes the whole object for its cache, walks it, sorts each
// variable's path of conditions and merges one variable at a time. This loader has it send one variable of each
// scheme through `css` (where that scheme's variables go: the selector and layer Chakra gives them) and the rest
// straight through Chakra's own per-variable step (`utility.transform`, which expands token references such as
// `{colors.gray.900/10}`). A value that step would not treat as `css` does (not a string, or with a `!`) goes
// through `css` as before, and so does a whole scheme whose shape is not the expected one. The result is the same
// object, key for key and in the same order: a test builds every provider's system, and one with an at-rule
// scheme, and compares (../../../ui/src/theme/tokenCss.test.ts). createSystem with Chromium's CPU slowed 4x: 355 →
// 277 ms (an anonymous `/`, medians of 10).
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
 * css, serialize, utility, layers and mergeWith. */
const PORTAL_TOKEN_CSS = `  function getTokenCss() {
    const result = {};
    for (const [key, values] of tokens.cssVarMap.entries()) {
      if (values.size === 0) continue;
      const selector = key === "base" ? cssVarsRoot : conditions.resolve(key);
      const isAtRule = selector.startsWith("@");
      const through = (vars) => css(serialize({ [selector]: isAtRule ? { [cssVarsRoot]: vars } : vars }));
      const [firstName, firstValue] = values.entries().next().value;
      // Where css puts one of them: the path of single keys down to the object that holds it.
      const path = [];
      let at = through({ [firstName]: firstValue });
      while (at && typeof at === "object" && !Object.prototype.hasOwnProperty.call(at, firstName)) {
        const keys = Object.keys(at);
        if (keys.length !== 1) at = undefined;
        else at = at[path[path.push(keys[0]) - 1]];
      }
      if (!at || typeof at !== "object") {
        mergeWith(result, through(Object.fromEntries(values)));
        continue;
      }
      let leaf = result;
      for (const step of path) leaf = leaf[step] || (leaf[step] = {});
      for (const [name, value] of values) {
        if (typeof value === "string" && !value.includes("!")) Object.assign(leaf, utility.transform(name, value));
        else mergeWith(result, through({ [name]: value }));
      }
    }
    return layers.wrap("tokens", result);
  }
`;

/** The webpack loader: Chakra's system module with the portal's `getTokenCss`. */
function chakraTokenCss(source) {
  if (!source.includes(CHAKRA_TOKEN_CSS))
    throw new Error(
      "Chakra's getTokenCss is no longer the one shared/federation/src/patches/chakraTokenCss.cjs replaces: check the new one and update the loader",
    );
  return source.replace(CHAKRA_TOKEN_CSS, PORTAL_TOKEN_CSS);
}

module.exports = chakraTokenCss;
module.exports.CHAKRA_SYSTEM = CHAKRA_SYSTEM;
module.exports.CHAKRA_TOKEN_CSS = CHAKRA_TOKEN_CSS;
module.exports.PORTAL_TOKEN_CSS = PORTAL_TOKEN_CSS;
