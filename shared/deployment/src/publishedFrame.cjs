// The frame of a provider published into the deployment, in the page of the host that names it (decision 0029):
// `pnpm provider:publish` renders it from the checked document (publishedFrameHtml) into the store's live file of
// that provider (publishedFrameKey), a rollback renders the version it puts back (an empty file: withdrawn), and
// the servers put that file in the page's slot (PUBLISHED_FRAME_SLOT) before the nonce: nginx by SSI (./nginx.cjs),
// the Node server (scripts/serve.mjs) by withPublishedFrame, the edge function (./edge/cspNonce.cjs) from the
// store's bucket. The shell's files never change for it. The page headings in every frame are the store's live
// ones (LIVE_HEADINGS_KEY, rendered by the release tool from the live remotes.json), put in their slot after the
// frame (withPageHeadings): a remote's release changes them with no shell build and no provider publish.
const fs = require('node:fs');
const path = require('node:path');
const {
  HEADINGS_SLOTS,
  LIVE_HEADINGS_KEY,
  headingsSlot,
  liveHeadingsHtml,
} = require('@portal/federation/pageHeadings');
const { PUBLISHED_FRAME_SLOT, headingsOf, publishedFrameHtml } = require('@portal/federation/providerFrame');
const { withLiveHeadings } = require('./edge/headingsSlot.cjs');
const { hostProvider } = require('./edge/hostProvider.cjs');

/** The page headings of the live version of each remote of a remotes.json document (a versioned remote's `live`
 * version, else its one declaration), for a published provider's frame: what the remotes' contracts declare now. */
function liveHeadings(document) {
  const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
  const live = Object.values(isObject(document) ? document : {})
    .map((entry) => (isObject(entry) && isObject(entry.versions) ? entry.versions[entry.live] : entry))
    .filter((declaration) => isObject(declaration) && Array.isArray(declaration.routes));
  return headingsOf(live);
}

/** The store key (and address, served to the server's own subrequests only) of a published provider's live
 * frame: what the page of its host holds in the slot. */
const publishedFrameKey = (slug) => `providers/${slug}/frame.html`;

/** The variable of nginx's SSI include in the slot: the provider the host names. */
const FRAME_PROVIDER_VARIABLE = '$portal_provider';

/** The page with `frame` (a live frame file's text; none: nothing) in place of the slot. */
const withPublishedFrame = (html, frame) => html.replace(PUBLISHED_FRAME_SLOT, () => frame ?? '');

/** The page (its published frame in place) with the live page headings' file's text (none, or empty: the page's
 * own) in each headings slot. */
const withPageHeadings = (html, live) => withLiveHeadings(html, HEADINGS_SLOTS, live);

/** The live page headings of a store's folder of served files (a local store's releases/), read now; none or
 * unreadable: undefined (the page keeps its own). */
function readLiveHeadings(dir) {
  try {
    return fs.readFileSync(path.join(dir, LIVE_HEADINGS_KEY), 'utf8');
  } catch {
    return undefined;
  }
}

module.exports = {
  FRAME_PROVIDER_VARIABLE,
  HEADINGS_SLOTS,
  LIVE_HEADINGS_KEY,
  PUBLISHED_FRAME_SLOT,
  headingsSlot,
  hostProvider,
  liveHeadings,
  liveHeadingsHtml,
  publishedFrameHtml,
  publishedFrameKey,
  readLiveHeadings,
  withPageHeadings,
  withPublishedFrame,
};
