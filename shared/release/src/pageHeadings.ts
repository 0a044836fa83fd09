import type { RemotesDocument } from '@portal/remote-contract';
import { CACHE_CONTROL, LIVE_HEADINGS_KEY, liveHeadings, liveHeadingsHtml } from '@portal/deployment';
import type { ReleaseStore } from './store';

/**
 * Replaces the store's live page headings (LIVE_HEADINGS_KEY) with those the live version of each remote of
 * `document` (the remotes.json just written) declares: their rules and headings, which the servers put in every
 * page in place of the shell build's (docs/releasing.md#the-page-headings). Run after each change to
 * remotes.json, so a remote's heading follows its release with no shell build. Returns what to add to the
 * command's output: nothing when written, else why not (remotes.json is changed all the same; the pages keep
 * the last headings written until the next change).
 */
export async function writePageHeadings(store: ReleaseStore, document: RemotesDocument): Promise<string> {
  try {
    await store.replaceFile(LIVE_HEADINGS_KEY, Buffer.from(liveHeadingsHtml(liveHeadings(document))), {
      contentType: 'text/html; charset=utf-8',
      cacheControl: CACHE_CONTROL.revalidate,
    });
    return '';
  } catch (error) {
    return ` (the page headings were not written: ${(error as Error).message}; pages keep the last ones until the next change)`;
  }
}
