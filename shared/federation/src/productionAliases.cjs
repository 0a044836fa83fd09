// Modules a production build takes from a package's production files, which its exports do not name.
const path = require('node:path');
const fs = require('node:fs');
const { REPO_ROOT } = require('./apps.cjs');

/** @portal/router's folder, which imports react-router-dom: the workspace's, else the one the build's folder
 * installed (a remote in a repository of its own). */
function routerDir() {
  const workspace = path.join(REPO_ROOT, 'shared/router');
  if (fs.existsSync(workspace)) return workspace;
  return path.dirname(require.resolve('@portal/router/package.json', { paths: [process.cwd()] }));
}

/**
 * React Router 7 ships a production build beside its development one, but its package exports name only the
 * development files, so every bundler takes those (remix-run/react-router#12532, #14102): a development
 * warning that fires would reach a student's console, and the warnings' code comes with every first visit. The two builds differ in one flag
 * (`ENABLE_DEV_WARNINGS`). A production build (the shell's, a remote's, the bench's single bundle) takes the
 * production files by path; a development build keeps the warnings.
 */
function productionAliases() {
  // react-router-dom re-exports react-router and react-router/dom; @portal/router is what imports it.
  const dom = require.resolve('react-router-dom', { paths: [routerDir()] });
  const development = path.dirname(require.resolve('react-router', { paths: [dom] }));
  if (path.basename(development) !== 'development')
    throw new Error(`react-router resolved outside its dist/development folder: ${development}`);
  const production = path.join(development, '..', 'production');
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}

module.exports = { productionAliases };
