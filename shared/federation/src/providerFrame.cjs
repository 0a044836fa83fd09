// The provider's frame in the shell's page, so that the first paint needs no script but the head script: the
// page holds a frame (top bar with the logo, an empty content area of the screen's height, the footer with the
// logo and the provider's name) and its own small style sheet. Each provider of the build has its logos and name
// in the frame and its colours as CSS custom properties, shown by a rule on `<html data-provider="<slug>">`, which
// the head script sets for the provider the host names (shell/src/head/providerChunk.ts): only that provider's
// logos are displayed (the others are lazy images never laid out, so never fetched). A provider published into
// the deployment has its own frame, rendered when it is published (publishedFrameHtml), which the server puts in
// the page of its host (PUBLISHED_FRAME_SLOT). React's first render
// replaces the frame (it is the content of #root) with the app's own, of the same geometry
// (shell/src/frame/TopBar.tsx, Footer.tsx, Layout.tsx). No personal data: the same page for everyone.
const fs = require('node:fs');
const path = require('node:path');
const { REPO_ROOT } = require('./apps.cjs');
const { PROVIDER_CHUNK } = require('./providerChunks.cjs');
const { escapeHtml } = require('./escapeHtml.cjs');
const { headingRule, headingsOf, headingsSlot, localPageHeadings } = require('./pageHeadings.cjs');

/** The part of a provider's document the frame shows: its name, its logos (each a file name beside the document,
 * given its address by `urlOf`), the canvas, text, top bar and footer colours in both schemes, and the headings'
 * font and style. */
function frameDocument(doc, urlOf = (file) => file) {
  const pick = (t) => ({
    canvas: t.canvas,
    text: t.text,
    header: { bg: t.header.bg, fg: t.header.fg },
    footer: { bg: t.footer.bg, fg: t.footer.fg },
  });
  return {
    name: doc.name,
    logos: { light: urlOf(doc.logos.light), ...(doc.logos.dark ? { dark: urlOf(doc.logos.dark) } : {}) },
    theme: {
      ...pick(doc.theme),
      fonts: { heading: doc.theme.fonts.heading },
      ...(doc.theme.headingStyle ? { headingStyle: doc.theme.headingStyle } : {}),
      dark: pick(doc.theme.dark),
    },
  };
}

/** The address each emitted file of the compilation has, by the path of its source (a provider's logo). */
function emittedAddresses(compilation, publicPath) {
  const addresses = new Map();
  for (const { name, info } of compilation.getAssets())
    if (info.sourceFilename)
      addresses.set(path.resolve(compilation.compiler.context, info.sourceFilename), publicPath + name);
  return addresses;
}

/** The frame documents of the providers the compilation has a chunk of, read from providers/<slug>/provider.json,
 * with their logos' addresses as built. */
function providerFrames(compilation, { publicPath, providersDir = path.join(REPO_ROOT, 'providers') }) {
  const addresses = emittedAddresses(compilation, publicPath);
  const frames = {};
  for (const chunk of compilation.chunks) {
    const slug = PROVIDER_CHUNK.exec(chunk.name ?? '')?.[1];
    if (!slug) continue;
    const dir = path.join(providersDir, slug);
    const doc = JSON.parse(fs.readFileSync(path.join(dir, 'provider.json'), 'utf8'));
    const missing = [doc.logos.light, doc.logos.dark].filter((f) => f && !addresses.has(path.join(dir, f)));
    if (missing.length) {
      // That provider's page paints as before: its frame stays hidden.
      const { WebpackError } = compilation.compiler.webpack;
      compilation.warnings.push(
        new WebpackError(`ProviderFramePlugin: no file of ${slug}'s ${missing.join(', ')} in the build`),
      );
      continue;
    }
    frames[slug] = frameDocument(doc, (file) => addresses.get(path.join(dir, file)));
  }
  return frames;
}

/** A CSS value from a document: only what a colour is written with. */
const cssValue = (value) => {
  if (typeof value !== 'string' || !/^[#(),.%\w\s-]+$/.test(value)) throw new Error(`not a colour: ${value}`);
  return value;
};

/** A font family list from a document: names, quoted or not, and commas. */
const fontValue = (value) => {
  if (typeof value !== 'string' || !/^[\w\s",.'-]+$/.test(value)) throw new Error(`not a font: ${value}`);
  return value;
};

/** The custom properties of a look (-d: the dark scheme's), as a declaration list; --pf-shown makes the frame
 * visible. */
function lookProperties(frame) {
  const { headingStyle = {} } = frame.theme;
  const heading = [
    ['--pf-font', fontValue(frame.theme.fonts.heading)],
    ...(headingStyle.textTransform ? [['--pf-tt', cssValue(headingStyle.textTransform)]] : []),
    ...(headingStyle.letterSpacing ? [['--pf-ls', cssValue(headingStyle.letterSpacing)]] : []),
  ];
  const colours = (t, suffix) => [
    [`--pf-bg${suffix}`, t.canvas],
    [`--pf-tx${suffix}`, t.text],
    [`--pf-hb${suffix}`, t.header.bg],
    [`--pf-hf${suffix}`, t.header.fg],
    [`--pf-fb${suffix}`, t.footer.bg],
    [`--pf-ff${suffix}`, t.footer.fg],
  ];
  return [...colours(frame.theme, ''), ...colours(frame.theme.dark, '-d')]
    .map(([property, value]) => [property, cssValue(value)])
    .concat(heading)
    .map(([property, value]) => `${property}:${value}`)
    .concat('--pf-shown:visible')
    .join(';');
}

/** The frame's style sheet: the geometry of the app's frame (a 56 px top bar, 64 px from 48em; content 72rem wide
 * at most; a 28 px logo, 36 px from 48em; the content area at least the screen's height, the footer below it, its
 * logo and name at the right from 48em as the app's footer has them; the page's padding, and its heading where
 * `headings` (./pageHeadings.cjs) has one for the path, in the column and the heading style the page has: Chakra's Heading, semibold,
 * 2xl, 3xl from 48em, in the provider's heading font and text colour),
 * its colours from the custom properties of the provider on <html>, each provider's logos and name displayed
 * for that provider only. Hidden while no look is set (--pf-shown): a page whose provider is not known yet, or
 * has no look in the page, paints as before. The server puts the nonce in (shared/deployment/src/csp.cjs), as for the app's own styles. */
function frameStyle(frames, headings) {
  const slugs = Object.keys(frames);
  const looks = slugs.map((slug) => `[data-provider=${slug}]{${lookProperties(frames[slug])}}`).join('\n');
  const shown = slugs.map((slug) => `[data-provider=${slug}] .pf [data-p=${slug}]`).join(',');
  return `<style nonce="%CSP_NONCE%">
body:has(>#root>.pf){margin:0}
.pf{visibility:var(--pf-shown,hidden);display:flex;flex-direction:column;min-height:100dvh;background-color:var(--pf-bg);font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5}
.pf-bar{position:sticky;top:0;background-color:var(--pf-hb);color:var(--pf-hf);box-shadow:0 2px 4px rgb(24 24 27/.1),0 0 1px rgb(24 24 27/.3)}
.pf-in{box-sizing:border-box;max-width:72rem;margin:0 auto;padding:0 .75rem;height:3.5rem;display:flex;align-items:center}
.pf-logo{display:block;height:1.75rem;width:auto;max-width:min(9rem,100%);object-fit:contain;object-position:left center}
.pf-main{box-sizing:border-box;flex:1;width:100%;max-width:72rem;min-height:100lvh;margin:0 auto;padding:1rem .75rem}
.pf-h{display:none;margin:0 auto;font-family:var(--pf-font,inherit);font-weight:600;font-size:1.5rem;line-height:2rem;color:var(--pf-tx);text-transform:var(--pf-tt,none);letter-spacing:var(--pf-ls,normal)}
${headings.map(headingRule).join('\n')}
.pf-foot{padding:1.5rem 1rem;background-color:var(--pf-fb);color:var(--pf-ff);font-size:.875rem}
.pf-foot p{box-sizing:border-box;max-width:72rem;margin:0 auto;display:flex;align-items:center;gap:.5rem}
.pf-foot .pf-logo{height:1.25rem}
.pf [data-p]{display:none}
${shown}{display:block}
.dark .pf{background-color:var(--pf-bg-d)}
.dark .pf-h{color:var(--pf-tx-d)}
.dark .pf-bar{background-color:var(--pf-hb-d);color:var(--pf-hf-d);box-shadow:0 2px 4px rgb(0 0 0/.64),inset 0 0 1px rgb(212 212 216/.3)}
.dark .pf-foot{background-color:var(--pf-fb-d);color:var(--pf-ff-d)}
html.dark .pf [data-logo=light],html:not(.dark) .pf [data-logo=dark]{display:none}
@media (min-width:48em){.pf-in{padding:0 1.5rem;height:4rem}.pf-main{padding:2rem 1.5rem}.pf-h{font-size:1.875rem;line-height:2.375rem}.pf-bar .pf-logo{height:2.25rem;max-width:14rem}.pf-foot{padding:1.5rem}.pf-foot p{justify-content:flex-end}}
${looks}
</style>`;
}

/** A provider's logos in the frame: one, or the light and the dark scheme's; `alt` names the provider. `slug`
 * (a provider of the build) displays them for that provider only; without it they are always displayed. */
function logos(slug, frame, alt) {
  const shownFor = slug ? ` data-p="${slug}"` : '';
  const img = (src, scheme) =>
    `<img class="pf-logo"${shownFor}${scheme ? ` data-logo="${scheme}"` : ''} src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy">`;
  return frame.logos.dark
    ? img(frame.logos.light, 'light') + img(frame.logos.dark, 'dark')
    : img(frame.logos.light);
}

/** The frame's markup around the top bar's, the content area's and the footer's contents. */
const frameMarkup = (className, bar, main, foot) =>
  `<div class="${className}">` +
  `<header class="pf-bar"><div class="pf-in">${bar}</div></header>` +
  `<div class="pf-main">${main}</div>` +
  `<footer class="pf-foot"><p>${foot}</p></footer>` +
  '</div>';

/** The frame, with every provider's logos and name (the one named on <html> displayed) and every page heading
 * (the one of the path on <html> displayed). */
function frameHtml(frames, headings) {
  const slugs = Object.keys(frames);
  const bar = slugs.map((slug) => logos(slug, frames[slug], frames[slug].name)).join('');
  const foot = slugs
    .map(
      (slug) =>
        logos(slug, frames[slug], '') + `<span data-p="${slug}">© ${escapeHtml(frames[slug].name)}</span>`,
    )
    .join('');
  return frameMarkup('pf', bar, headingsSlot(headings), foot);
}

/** Where the server puts the frame of a provider published into the deployment (`pnpm provider:publish`) for the
 * host that names it: the first thing in #root. Written as nginx's SSI include of the live frame of the provider
 * the host names ($portal_provider, shared/deployment/src/nginx.cjs); the Node server puts the same file in its
 * place (shared/deployment/src/publishedFrame.cjs). */
const PUBLISHED_FRAME_SLOT = '<!--# include virtual="/providers/$portal_provider/frame.html" -->';

/** A published provider's logo as it is served beside its document (PUBLISHED_PROVIDER_FILE in
 * shared/deployment/src/delivery.cjs). */
const SERVED_PICTURE = /^[a-z0-9-]+\.svg$/;

/**
 * The frame of a provider published into the deployment, for the page of the host that names it: its look (its
 * colours as the frame's custom properties, in a <style> with the page's nonce placeholder) and a frame of the
 * same markup with its logos (addresses from `urlOf`) and `© name`, which hides the page's own frame after it.
 * `doc` is a document that passed provider:check; its text is escaped, its colours must read as colours, its
 * logos be served SVG names, else this throws. `headings` are the page headings its frame holds (the live remotes'
 * headings, headingsOf); the build's style sheet shows the one of the path.
 * @param {{ name: string, logos: { light: string, dark?: string }, theme: object }} doc
 * @param {(file: string) => string} urlOf
 * @param {{ path: string, text: string, width: string }[]} [headings]
 */
function publishedFrameHtml(doc, urlOf, headings = []) {
  for (const file of [doc.logos.light, doc.logos.dark])
    if (file !== undefined && !SERVED_PICTURE.test(file)) throw new Error(`not a served logo: ${file}`);
  const frame = frameDocument(doc, urlOf);
  return (
    `<style nonce="%CSP_NONCE%">.pf-pub{${lookProperties(frame)}}.pf-pub~.pf{display:none}</style>` +
    frameMarkup(
      'pf pf-pub',
      logos(undefined, frame, frame.name),
      headingsSlot(headings, { published: true }),
      `${logos(undefined, frame, '')}<span>© ${escapeHtml(frame.name)}</span>`,
    )
  );
}

/** The page's empty #root, as written or minified. */
const ROOT = /<div id="?root"?><\/div>/;

/** The page with the frame's style sheet in its <head> (before its first script), and in #root the slot of a
 * published provider's frame and the frame, with the page headings `headings` (./pageHeadings.cjs). */
function withFrame(html, frames, headings = []) {
  const at = html.indexOf('<script');
  if (at < 0 || at > html.indexOf('</head>'))
    throw new Error('ProviderFramePlugin: the page has no script in its <head>');
  if (!ROOT.test(html)) throw new Error('ProviderFramePlugin: the page has no empty <div id="root">');
  return (html.slice(0, at) + frameStyle(frames, headings) + html.slice(at)).replace(
    ROOT,
    `<div id="root">${PUBLISHED_FRAME_SLOT}${frameHtml(frames, headings)}</div>`,
  );
}

/** Writes the frame and its style sheet into the page, once the provider chunks and the logos' files are known,
 * with the page headings of the remotes' contracts in this repository (`headings` to give others). */
class ProviderFramePlugin {
  constructor({ html = 'index.html', headings } = {}) {
    this.html = html;
    this.headings = headings;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ProviderFramePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ProviderFramePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 2 },
        (assets) => {
          const page = assets[this.html];
          if (!page) return;
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
          const html = withFrame(
            page.source().toString(),
            providerFrames(compilation, { publicPath }),
            this.headings ?? localPageHeadings(),
          );
          compilation.updateAsset(this.html, new sources.RawSource(html));
        },
      );
    });
  }
}

module.exports = {
  PUBLISHED_FRAME_SLOT,
  ProviderFramePlugin,
  frameDocument,
  headingsOf,
  providerFrames,
  publishedFrameHtml,
  withFrame,
};
