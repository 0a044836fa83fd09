// Part of the shell's head script (shared/federation/src/headScript.cjs; run by ./providerChunk.ts): puts the provider's look on the frame the
// page holds (shared/federation/src/providerFrame.cjs) before the first paint, so a student sees the portal's top
// bar and footer before main.js has run. The look of each provider of the build is in the page's <meta>; a provider
// published into the deployment gets its look once its document has been read (./publishedProvider.ts). The
// colours are custom properties on <html>; the logos and the footer's name are set on the frame's elements as the
// parser adds them (a mutation observer's callback runs before the browser paints what the parser added). React's
// first render replaces the frame with the app's own. Nothing is imported: this runs before every other script.

/** The <meta> of the looks (PROVIDER_FRAMES_META in providerFrame.cjs: a test holds them together). */
export const PROVIDER_FRAMES_META = 'portal-provider-frames';

interface FrameColours {
  canvas?: unknown;
  header?: { bg?: unknown; fg?: unknown };
  footer?: { bg?: unknown; fg?: unknown };
}

/** The part of a provider's document the frame shows (a whole document is one too). */
export interface FrameDocument {
  name?: unknown;
  logos?: { light?: unknown; dark?: unknown };
  theme?: FrameColours & { dark?: FrameColours };
}

/** A logo's file name: a name in the provider's folder, nothing more. */
const FILE = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
/** A logo's address in the build: a path of this origin. */
const BUILT = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** The address of a logo in `assets` (a provider's folder), when its name is only a file name. */
export const inFolder =
  (assets: string) =>
  (file: string): string | undefined =>
    FILE.test(file) ? assets + file : undefined;
/** The address of a logo of the build: the page's <meta> names it, a path of this origin. */
const asBuilt = (address: string): string | undefined => (BUILT.test(address) ? address : undefined);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The custom properties of a scheme's colours (`-d`: the dark scheme's). */
function colourProperties(colours: FrameColours | undefined, suffix: string): [string, string | undefined][] {
  return [
    [`--pf-bg${suffix}`, text(colours?.canvas)],
    [`--pf-hb${suffix}`, text(colours?.header?.bg)],
    [`--pf-hf${suffix}`, text(colours?.header?.fg)],
    [`--pf-fb${suffix}`, text(colours?.footer?.bg)],
    [`--pf-ff${suffix}`, text(colours?.footer?.fg)],
  ];
}

/**
 * Puts the look of `frame` (its logos' addresses from `addressOf`) on the page's frame: now on what the page has,
 * and on what the parser adds while the page is still loading. Nothing happens for a document without a name or
 * a light logo with an address.
 */
export function showFrame(
  doc: Document,
  frame: FrameDocument,
  addressOf: (logo: string) => string | undefined,
): void {
  const name = text(frame.name);
  const lightFile = text(frame.logos?.light);
  const light = lightFile && addressOf(lightFile);
  const darkFile = text(frame.logos?.dark);
  const dark = darkFile ? addressOf(darkFile) : light;
  if (!name || !light || !dark) return;
  const root = doc.documentElement;
  for (const [property, value] of [
    ...colourProperties(frame.theme, ''),
    ...colourProperties(frame.theme?.dark, '-d'),
  ])
    if (value) root.style.setProperty(property, value);
  const logos = { light, dark };
  const year = String(new Date().getFullYear());
  const fill = () => {
    for (const img of doc.querySelectorAll<HTMLImageElement>('.pf img[data-frame-logo]')) {
      const src = logos[img.dataset.frameLogo === 'dark' ? 'dark' : 'light'];
      if (img.getAttribute('src') === src) continue;
      img.src = src;
      // The footer's logo stands beside the name: only the top bar's names the provider.
      if (img.closest('header')) img.alt = name;
    }
    // Only a change: the observer hears every text written here.
    const texts: [string, string][] = [
      ['.pf [data-frame-name]', name],
      ['.pf [data-frame-year]', year],
    ];
    for (const [selector, value] of texts)
      for (const el of doc.querySelectorAll(selector)) if (el.textContent !== value) el.textContent = value;
  };
  fill();
  root.setAttribute('data-frame', '');
  if (doc.readyState !== 'loading') return;
  const observer = new MutationObserver(fill);
  observer.observe(doc, { childList: true, subtree: true });
  doc.addEventListener(
    'readystatechange',
    () => {
      fill();
      observer.disconnect();
    },
    { once: true },
  );
}

/** The look of the provider the host names (its first label), when the page has it. */
export function showBuiltInFrame(doc: Document, hostname: string): void {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${PROVIDER_FRAMES_META}"]`)?.content;
  if (!content) return;
  let frames: Record<string, FrameDocument>;
  try {
    frames = JSON.parse(content) as Record<string, FrameDocument>;
  } catch {
    return; // the app's own frame comes with main.js
  }
  const slug = hostname.split('.')[0]?.toLowerCase() ?? '';
  const frame = Object.prototype.hasOwnProperty.call(frames, slug) ? frames[slug] : undefined;
  if (frame) showFrame(doc, frame, asBuilt);
}
