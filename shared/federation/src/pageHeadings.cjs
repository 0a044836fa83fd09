// The main heading (h1) of each remote page whose heading is the same for every student, for the page's frame
// (./providerFrame.cjs). Each remote declares it in its contract, on the route (`heading: { text, width }`,
// @portal/remote-contract's RouteHeading): its text as the page writes it (the message's source text, the portal's
// one locale, en) and the width of the column it heads (the page's Stack maxW, Chakra's size). The shell's build
// reads the local contracts; pageHeadings.test.ts reads the pages against them.
const path = require('node:path');
const { REPO_ROOT, remoteApps } = require('./apps.cjs');

/** Chakra's sizes of the columns a heading may head, in rem (HEADING_WIDTHS of @portal/remote-contract). */
const COLUMN_REM = { '3xl': 48, '4xl': 56, '5xl': 64 };

/**
 * The page headings of remote declarations (contracts, or remotes.json's declarations), in their order: each
 * route's path (a path ending in /* covers its sub-paths), its heading's source text and width. A path already
 * given by an earlier declaration keeps its first heading, as the route table keeps the first route.
 * @param {readonly { routes: readonly { path: string, heading?: { text: { message?: string }, width: string } }[] }[]} declarations
 * @returns {{ path: string, text: string, width: string }[]}
 */
function headingsOf(declarations) {
  const headings = new Map();
  for (const { routes } of declarations)
    for (const { path: route, heading } of routes)
      if (heading && typeof heading.text?.message === 'string' && !headings.has(route))
        headings.set(route, { path: route, text: heading.text.message, width: heading.width });
  return [...headings.values()];
}

/** The page headings of the remotes' contracts in this repository (apps.json's remotes), read as their builds read
 * them. */
function localPageHeadings() {
  const { readContracts } = require('./contract.cjs');
  return headingsOf(readContracts(remoteApps().map((app) => path.join(REPO_ROOT, app.dir))));
}

module.exports = { COLUMN_REM, headingsOf, localPageHeadings };
