// The page's headings slot filled (decision 0028's addendum): every frame of the page holds the build's page
// headings (or a published provider's, from its publish) in an SSI block, followed by an include of the store's
// live headings, which the release tool renders at each remote publish, promote and rollback. nginx reads the
// include itself; the Node server and the edge function put the live file's text in the place of both, or the
// block's own headings when the store has none (missing, empty or unreadable). Standalone (Node's own modules
// only): the edge function ships it.

/**
 * The page with each headings slot (`slot.block` … `slot.include`, of each kind of `slots`) replaced by `live`,
 * or by the block's own headings when `live` is empty or undefined.
 * @param {string} html
 * @param {Record<string, { block: string, include: string }>} slots
 * @param {string | undefined} live
 */
const withLiveHeadings = (html, slots, live) =>
  Object.values(slots).reduce((page, slot) => withLiveHeadingsIn(page, slot, live), html);

function withLiveHeadingsIn(html, slot, live) {
  const [before, ...parts] = html.split(slot.block);
  return (
    before +
    parts
      .map((part) => {
        const end = part.indexOf(slot.include);
        if (end < 0) return slot.block + part;
        return (live || part.slice(0, end)) + part.slice(end + slot.include.length);
      })
      .join('')
  );
}

module.exports = { withLiveHeadings };
