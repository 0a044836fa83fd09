// The main heading (h1) of each remote page whose heading is the same for every student, for the page's frame
// (./providerFrame.cjs). Each remote declares it in its contract, on the route (`heading: { text, width }`,
// @portal/remote-contract's RouteHeading): its text as the page writes it (the message's source text, the portal's
// one locale, en) and the width of the column it heads (the page's Stack maxW, Chakra's size). The shell's build
// reads the local contracts; pageHeadings.test.ts reads the pages against them. The page holds them in a slot
// (headingsSlot) that the servers fill with the store's live headings (LIVE_HEADINGS_KEY), which the release tool
// renders from the live remotes.json at each remote publish, promote and rollback (liveHeadingsHtml): a remote's
// release changes the page's heading with no shell build.
const path = require('node:path');
const { REPO_ROOT, remoteApps } = require('./apps.cjs');
const { escapeHtml } = require('./escapeHtml.cjs');

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

/** A route's path as the contract allows it (@portal/remote-contract's: plain segments, a final /*). */
const PATH = /^(\/[A-Za-z0-9_-]+)+(\/\*)?$/;

/** A page heading's path (or its prefix) as a CSS string: letters, digits, -, _ and slashes, a final /*. */
const pathValue = (value) => {
  if (!/^[\w/-]+(\/\*)?$/.test(value)) throw new Error(`not a path: ${value}`);
  return `"${value}"`;
};

/** The rule that shows a page's heading on its path (<html data-route>, set by the head script), or on a sub-path
 * for a path ending in /*, at its column's width. */
function headingRule({ path: route, width }) {
  const shown = (on) => `${on} .pf-h[data-r=${pathValue(route)}]`;
  const base = route.replace(/\/\*$/, '');
  const on =
    base === route
      ? [shown(`[data-route=${pathValue(route)}]`)]
      : [shown(`[data-route=${pathValue(base)}]`), shown(`[data-route^=${pathValue(`${base}/`)}]`)];
  if (!Object.hasOwn(COLUMN_REM, width)) throw new Error(`no column width ${width}`);
  return `${on.join(',')}{display:block;max-width:${COLUMN_REM[width]}rem}`;
}

/** Every page heading of `headings` (the page's style sheet displays the one of the path on <html>), its path and
 * text escaped. */
const headingsHtml = (headings) =>
  headings
    .map(({ path: route, text }) => `<h1 class="pf-h" data-r="${escapeHtml(route)}">${escapeHtml(text)}</h1>`)
    .join('');

/** The store key of the live page headings, at the root of the files the store serves (no remote's folder). */
const LIVE_HEADINGS_KEY = 'page-headings.html';
/**
 * The slot of the page headings in a frame: an SSI block named `name` that holds the frame's own headings, the stub
 * of the include of the live ones that follows it (nginx's SSI; the Node server and the edge function put the
 * live file's text, else the block's, in the place of both). nginx keeps one set of block names per page, its
 * includes' too: the build's frame and a published provider's each have a name of their own.
 * @param {string} name
 */
const slotOf = (name) => ({
  block: `<!--# block name="${name}" -->`,
  include: `<!--# endblock --><!--# include virtual="/${LIVE_HEADINGS_KEY}" stub="${name}" -->`,
});
/** The slots of the build's frame and of a published provider's frame. */
const HEADINGS_SLOTS = { build: slotOf('pf_h'), published: slotOf('pf_hp') };

/** The page headings of a frame (`published`: a published provider's), `headings` (the build's, or the live ones
 * at that provider's publish) in its slot, which the servers fill with the live ones when the store has them. */
const headingsSlot = (headings, { published = false } = {}) => {
  const { block, include } = HEADINGS_SLOTS[published ? 'published' : 'build'];
  return block + headingsHtml(headings) + include;
};

/** Whether a heading (from a remotes.json) has a path and a width the contract allows. */
const allowed = ({ path: route, width }) =>
  typeof route === 'string' && PATH.test(route) && Object.hasOwn(COLUMN_REM, width);

/**
 * The live page headings' file: the rules that show each (in a <style> with the page's nonce placeholder, after
 * the page's own, so they take precedence) and the headings, in place of the build's in every frame of the page.
 * A heading whose path or width the contract does not allow is left out; its text is escaped.
 * @param {{ path: string, text: string, width: string }[]} headings  the live remotes' (headingsOf)
 */
function liveHeadingsHtml(headings) {
  const shown = headings.filter(allowed);
  return `<style nonce="%CSP_NONCE%">${shown.map(headingRule).join('')}</style>` + headingsHtml(shown);
}

module.exports = {
  COLUMN_REM,
  HEADINGS_SLOTS,
  LIVE_HEADINGS_KEY,
  headingRule,
  headingsHtml,
  headingsOf,
  headingsSlot,
  liveHeadingsHtml,
  localPageHeadings,
};
