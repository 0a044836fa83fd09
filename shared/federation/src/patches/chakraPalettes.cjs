// Chakra's colour tokens hold ten palettes. The portal's styling system keeps five (../../../ui/src/theme/system.ts:
// the pages use no other) and drops the rest as it builds, but their data still came in every first page's
// main.js (Chakra's two colour files, about 11 KB minified). This loader takes the same palettes out of those two
// files at build time, by the same rule and from the same list (../../../ui/src/theme/palettes.json): a palette is a
// group of the file's object with a 500 shade (tokens) or a `solid` one (semantic tokens). The system's own filter
// stays, for Jest and any build without the loader. A Chakra release whose files no longer look so fails the
// build, not the bytes.

const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { REPO_ROOT } = require('../apps.cjs');

/** The list the loader and the styling system share: @portal/ui's, its source in the portal's workspace, its
 * published copy where a remote installs the kit. */
function palettesFile() {
  const source = path.join(REPO_ROOT, 'shared/ui/src/theme/palettes.json');
  if (existsSync(source)) return source;
  const ui = path.dirname(require.resolve('@portal/ui/package.json', { paths: [REPO_ROOT] }));
  return path.join(ui, 'dist/theme/palettes.json');
}
const PALETTES_FILE = palettesFile();

/** Chakra's two colour files: the tokens' palettes and the semantic tokens of each palette. */
const CHAKRA_COLOUR_FILES =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/](tokens|semantic-tokens)[\\/]colors\.js$/;

/** A top-level group of the file's object (two spaces in, as Chakra's build prints it), its closing brace and
 * comma included. */
const GROUP = /^ {2}([A-Za-z]\w*): \{\n[\s\S]*?^ {2}\},?\n/gm;
const isPalette = (group) => /^ {4}(500|solid): /m.test(group);

/** The file without the palettes the portal does not keep. The list is read at each run and is a dependency of the
 * file, so a watching build that sees it change takes the colours out again. */
function chakraPalettes(source) {
  this?.addDependency?.(PALETTES_FILE);
  const { palettes, alphaScales } = JSON.parse(readFileSync(PALETTES_FILE, 'utf8'));
  const KEPT = new Set([...palettes, ...alphaScales]);
  const dropped = [];
  const kept = source.replace(GROUP, (group, name) => {
    if (!isPalette(group) || KEPT.has(name)) return group;
    dropped.push(name);
    return '';
  });
  if (!dropped.length)
    throw new Error(
      "No palette left out of Chakra's colours: its file's layout changed (see shared/federation/src/patches/chakraPalettes.cjs)",
    );
  // The last group kept may now end with a comma before the object's close: still valid JavaScript.
  return kept;
}

module.exports = chakraPalettes;
module.exports.CHAKRA_COLOUR_FILES = CHAKRA_COLOUR_FILES;
module.exports.PALETTES_FILE = PALETTES_FILE;
