// The types of @portal/deployment's delivery rules (./delivery.cjs), for TypeScript code that applies them (the
// release tool sets them on the files it puts into a store). The servers and the nginx configuration are plain
// Node and read the CommonJS modules directly.
export declare const CACHE_CONTROL: { hashed: string; revalidate: string; page: string };
export declare const CONTENT_TYPES: Record<string, string>;
export declare const REMOTE_HEADERS: Record<string, string>;
export declare const RUNTIME_FILES: string[];
export declare const PUBLISHED_PROVIDER_FILE: RegExp;
/** Cache-Control of the file at `pathname` (a file of a build or a run-time file; not the page). */
export declare function cacheControlOf(pathname: string): string;
/** Whether `pathname` names a file (a 404 when it is missing) rather than a route (the page). */
export declare function isFileAddress(pathname: string): boolean;
/** Where a remote's published versions are on its own origin: `/<remote>/`. */
export declare function releasePrefix(remote: string): string;
/** The Content-Security-Policy of the shell's responses for a deployment's portal.config.json (./csp.cjs). */
export declare function contentSecurityPolicy(o: { nonce: string; config: object }): string;
/** The store key of a published provider's live frame, which the page of its host holds (./publishedFrame.cjs). */
export declare function publishedFrameKey(slug: string): string;
/** A published provider's frame for its host's page, from its checked document (its logos' addresses from `urlOf`). */
export declare function publishedFrameHtml(
  doc: { name: string; logos: { light: string; dark?: string }; theme: object },
  urlOf: (file: string) => string,
  headings?: PageHeading[],
): string;
/** Where the edge function reads a published provider's live frame: the store's bucket, its key (`{slug}` for the
 * provider) and region. */
export interface FrameStore {
  bucket: string;
  key: string;
  region: string;
}
/** The edge function's settings for a deployment (./edge.cjs); `store`: the release store providers are published
 * into (`s3://<bucket>/<prefix>`). */
export declare function edgeSettings(o: {
  config: object;
  https?: boolean;
  store?: string;
  storeRegion?: string;
}): {
  frame: { slot: string; hostHeader: string; store?: FrameStore };
  headings: { slots: Record<string, { block: string; include: string }>; store?: FrameStore };
} & Record<string, unknown>;
/** A CloudFront response of the edge function, in CloudFront's shape. */
export interface EdgeResponse {
  status: string;
  headers: Record<string, { key: string; value: string }[]>;
  body: string;
}
/** The edge function's origin-request handler (./edge/cspNonce.cjs). */
export declare function edgeHandler(o: {
  settings: object;
  loadPage: (request: object) => Promise<string>;
  loadFrame?: (slug: string) => Promise<string>;
  loadHeadings?: () => Promise<string>;
}): (event: object) => Promise<EdgeResponse | object>;
/** Each published provider's live frame from the store's bucket, as the deployed edge function reads it; `sdk`:
 * the AWS SDK's S3 client module, `clientOptions`: more options for its client. */
export declare function s3FrameLoader(
  store: FrameStore,
  sdk?: object,
  clientOptions?: object,
): (slug: string) => Promise<string>;
/** A page's heading in the page's frame: its route's path, its text and the width of its column. */
export interface PageHeading {
  path: string;
  text: string;
  width: string;
}
/** The page headings the live version of each remote of a remotes.json document declares. */
export declare function liveHeadings(remotes: unknown): PageHeading[];
/** The store key of the live page headings, which every page holds in place of the build's (./publishedFrame.cjs). */
export declare const LIVE_HEADINGS_KEY: string;
/** The live page headings' file: their rules (with the page's nonce placeholder) and their headings, text escaped;
 * a heading whose path or width the contract does not allow is left out. */
export declare function liveHeadingsHtml(headings: PageHeading[]): string;
/** The page with the live page headings' file's text (none or empty: the page's own) in each headings slot. */
export declare function withPageHeadings(html: string, live: string | undefined): string;
/** The live page headings of a store's folder of served files, read now (none or unreadable: undefined). */
export declare function readLiveHeadings(dir: string): string | undefined;
/** A frame's page headings in the slot the servers fill with the live ones (`published`: a published frame's). */
export declare function headingsSlot(headings: PageHeading[], o?: { published?: boolean }): string;
