// One Lingui set-up for the workspace: each package owns its catalog (src/locales/{locale}/messages.po),
// compiled to messages.ts and loaded into the one shared i18n instance of @portal/i18n.
const fs = require('node:fs');
const path = require('node:path');
const { remoteApps } = require('./shared/federation/src/apps.cjs');

// The development-only form gallery has its own catalog, loaded in its lazy chunk.
const GALLERY = 'shell/src/pages/FormsGallery';

// The remotes come from apps.json (the app registry): a new remote's catalog needs no edit here.
const packages = [
  'shell',
  GALLERY,
  'shared/ui',
  'shared/forms',
  'shared/testing',
  ...remoteApps().map((app) => app.dir),
].filter((dir) => fs.existsSync(path.join(__dirname, dir === GALLERY ? dir : path.join(dir, 'src'))));

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  locales: ['en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: 'po',
  catalogs: packages.map((dir) => ({
    path: `<rootDir>/${dir === GALLERY ? dir : `${dir}/src`}/locales/{locale}/messages`,
    include: [dir === GALLERY ? `<rootDir>/${dir}` : `<rootDir>/${dir}/src`],
    exclude: ['**/node_modules/**', '**/*.test.*', ...(dir === 'shell' ? [`<rootDir>/${GALLERY}/**`] : [])],
  })),
};
