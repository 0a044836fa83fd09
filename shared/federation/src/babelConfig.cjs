// The portal's Babel config, shared by webpack (babel-loader), Jest (babel-jest), the build-time contract reader
// (./contract.cjs, which runs a remote's src/contract.ts in Node) and the kit's build (scripts/kit.mjs): the
// repository's babel.config.js is this file, and a remote in a repository of its own requires it from
// @portal/federation. Presets and plugins are resolved from this package, so a remote lists none of them.
// Callers: 'portal-contract-reader' keeps the source text of `msg` (the deployment shows it until a catalog has
// the id); 'portal-kit' compiles a kit package to ES modules for the browsers the portal supports.
module.exports = (api) => {
  const isTest = api.env('test');
  const contractReader = api.caller((caller) => caller?.name === 'portal-contract-reader');
  const kit = api.caller((caller) => caller?.name === 'portal-kit');
  const inNode = (isTest || contractReader) && !kit;
  return {
    presets: [
      [
        require.resolve('@babel/preset-env'),
        inNode
          ? { targets: { node: 'current' } }
          : // The browsers the portal supports: Baseline "widely available" (what every major browser has
            // shipped for 30 months). Without targets Babel would compile everything down to ES5.
            { targets: 'baseline widely available', bugfixes: true, modules: false },
      ],
      [require.resolve('@babel/preset-react'), { runtime: 'automatic' }],
      [require.resolve('@babel/preset-typescript'), { allowDeclareFields: true }],
    ],
    plugins: [
      [
        require.resolve('@lingui/babel-plugin-lingui-macro'),
        contractReader || kit ? { stripMessageField: false } : {},
      ],
    ],
  };
};
