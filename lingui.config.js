// One Lingui set-up for the workspace: each package owns its catalog (src/locales/{locale}/messages.po),
// compiled to messages.ts and loaded into the one shared i18n instance of @portal/i18n.
const fs = require('node:fs');
const path = require('node:path');
const { remoteApps } = require('./shared/federation/src/apps.cjs');

// The development-only pages (the form gallery, the provider preview) have catalogs of their own, each loaded in
// its lazy chunk.
const DEV_PAGES = ['shell/src/pages/FormsGallery', 'shell/src/pages/ProviderPreview'];

// The remotes come from apps.json (the app registry): a new remote's catalog needs no edit here.
const packages = [
  'shell',
  ...DEV_PAGES,
  'shared/ui',
  'shared/forms',
  'shared/testing',
  ...remoteApps().map((app) => app.dir),
].filter((dir) => fs.existsSync(path.join(__dirname, DEV_PAGES.includes(dir) ? dir : path.join(dir, 'src'))));

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  locales: ['en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: 'po',
  catalogs: packages.map((dir) => ({
    path: `<rootDir>/${DEV_PAGES.includes(dir) ? dir : `${dir}/src`}/locales/{locale}/messages`,
    include: [DEV_PAGES.includes(dir) ? `<rootDir>/${dir}` : `<rootDir>/${dir}/src`],
    exclude: [
      '**/node_modules/**',
      '**/*.test.*',
      ...(dir === 'shell' ? DEV_PAGES.map((page) => `<rootDir>/${page}/**`) : []),
    ],
  })),
};
