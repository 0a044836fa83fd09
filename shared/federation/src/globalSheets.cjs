// Each provider's global style sheet (Chakra's reset, the portal's global CSS and every token as a CSS custom
// property, in both schemes: shared/ui/src/theme/globalSheet.ts), written by the build as a file of its own,
// `provider-<slug>.<hash>.css`, from the providers' documents in `providers/`. The page's map of the providers'
// chunks names it (./providerChunks.cjs); the head script preloads the host's provider's.
const { execFile } = require('node:child_process');
const crypto = require('node:crypto');
const path = require('node:path');
const { REPO_ROOT } = require('./apps.cjs');

/** The script that prints the sheets ({ slug: css }), run with tsx (the theme code is TypeScript). */
const SHEETS_SCRIPT = path.join(REPO_ROOT, 'shared', 'ui', 'bin', 'globalSheets.ts');
/** How long the script may take (about 5 s of CPU for nine providers; far longer on a machine busy with other builds). */
const SHEETS_DEADLINE_MS = 300_000;

/** The sheets of every provider document in `providers/`, { slug: css }. */
function renderGlobalSheets(folder = path.join(REPO_ROOT, 'providers')) {
  const tsx = require.resolve('tsx/cli', { paths: [REPO_ROOT] });
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [tsx, SHEETS_SCRIPT, folder],
      { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024, timeout: SHEETS_DEADLINE_MS },
      (error, stdout, stderr) => {
        if (error) {
          const why = error.killed
            ? `no answer within ${SHEETS_DEADLINE_MS / 1000} s`
            : stderr || error.message;
          reject(new Error(`The providers' global style sheets failed: ${why}`));
        } else resolve(JSON.parse(stdout));
      },
    );
  });
}

/** A sheet's file name: the provider's chunk's prefix (`provider-`: a page loads its own provider's files only),
 * and its content's hash. */
const sheetFile = (slug, css) =>
  `provider-${slug}.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;

module.exports = { renderGlobalSheets, sheetFile };
