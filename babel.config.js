// Shared by webpack (babel-loader), Jest (babel-jest) and the build-time contract reader
// (@portal/federation's contract.cjs, which runs a remote's src/contract.ts in Node).
module.exports = (api) => {
  const isTest = api.env('test');
  const contractReader = api.caller((caller) => caller?.name === 'portal-contract-reader');
  const inNode = isTest || contractReader;
  return {
    presets: [
      [
        '@babel/preset-env',
        inNode
          ? { targets: { node: 'current' } }
          : // The browsers the portal supports: Baseline "widely available" (what every major browser has
            // shipped for 30 months). Without targets Babel would compile everything down to ES5.
            { targets: 'baseline widely available', bugfixes: true, modules: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
    // The contract reader keeps the source text of `msg` (the deployment shows it until a catalog has the id).
    plugins: [['@lingui/babel-plugin-lingui-macro', contractReader ? { stripMessageField: false } : {}]],
  };
};
