// One Lingui set-up for the workspace: each package owns its catalog (src/locales/{locale}/messages.po),
// compiled to messages.ts and loaded into the one shared i18n instance of @portal/i18n.
const fs = require('node:fs');
const path = require('node:path');

const packages = [
  'shell',
  'shared/ui',
  'shared/forms',
  'mfe-payments',
  'mfe-profile',
  'mfe-academic',
  'mfe-support',
  'mfe-enrolment',
].filter((dir) => fs.existsSync(path.join(__dirname, dir, 'src')));

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  locales: ['en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: 'po',
  catalogs: packages.map((dir) => ({
    path: `<rootDir>/${dir}/src/locales/{locale}/messages`,
    include: [`<rootDir>/${dir}/src`],
    exclude: ['**/node_modules/**', '**/*.test.*'],
  })),
};
