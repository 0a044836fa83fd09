// The provider's frame in the shell's page, so that the first paint needs no script but the head script: the
// page holds a frame (top bar with the logo, an empty content area, the footer with the logo and the provider's
// name) drawn by its own small style sheet from CSS custom properties, and the look of each provider of the build
// (its name, logos and frame colours, from providers/<slug>/provider.json) in a <meta>. The head script
// (shell/src/head/frame.ts) sets the custom properties and the logo of the provider the host names before the
// first paint; a provider published into the deployment gets the same from its document as soon as it has been
// read. React's first render replaces the frame (it is the content of #root) with the app's own, of the same
// geometry (shell/src/frame/TopBar.tsx, Footer.tsx, Layout.tsx). No personal data: the same page for everyone.
const fs = require('node:fs');
const path = require('node:path');
const { REPO_ROOT } = require('./apps.cjs');
const { PROVIDER_CHUNK } = require('./providerChunks.cjs');

/** The <meta name> of the looks { slug: frame document } (PROVIDER_FRAMES_META in shell/src/head/frame.ts). */
const PROVIDER_FRAMES_META = 'portal-provider-frames';

/** The part of a provider's document the frame shows: its name, its logos (each a file name beside the document,
 * given its address by `urlOf`), and the canvas, top bar and footer colours in both schemes. */
function frameDocument(doc, urlOf = (file) => file) {
  const pick = (t) => ({
    canvas: t.canvas,
    header: { bg: t.header.bg, fg: t.header.fg },
    footer: { bg: t.footer.bg, fg: t.footer.fg },
  });
  return {
    name: doc.name,
    logos: { light: urlOf(doc.logos.light), ...(doc.logos.dark ? { dark: urlOf(doc.logos.dark) } : {}) },
    theme: { ...pick(doc.theme), dark: pick(doc.theme.dark) },
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
    const urlOf = (file) => {
      const address = addresses.get(path.join(dir, file));
      if (!address) throw new Error(`ProviderFramePlugin: the build has no file of ${slug}'s ${file}`);
      return address;
    };
    frames[slug] = frameDocument(JSON.parse(fs.readFileSync(path.join(dir, 'provider.json'), 'utf8')), urlOf);
  }
  return frames;
}

const attribute = (value) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The frame's style sheet: the geometry of the app's frame (a 56 px top bar, 64 px from 48em; content 72rem wide
 * at most; a 28 px logo, 36 px from 48em; the content area at least the screen's height, the footer below it), its
 * colours from the custom properties the head script sets (--pf-<part>, and -d for the dark scheme). Hidden until a
 * provider's look is set (`data-frame` on <html>): a page whose provider is not known yet paints as before. The
 * server puts the nonce in (shared/deployment/src/csp.cjs), as for the app's own styles. */
const FRAME_STYLE = `<style nonce="%CSP_NONCE%">
html:not([data-frame]) .pf{visibility:hidden}
body:has(>#root>.pf){margin:0}
.pf{display:flex;flex-direction:column;min-height:100dvh;background-color:var(--pf-bg);font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5}
.pf-bar{position:sticky;top:0;background-color:var(--pf-hb);color:var(--pf-hf);box-shadow:0 2px 4px rgb(24 24 27/.1),0 0 1px rgb(24 24 27/.3)}
.pf-in{box-sizing:border-box;max-width:72rem;margin:0 auto;padding:0 .75rem;height:3.5rem;display:flex;align-items:center}
.pf-logo{display:block;height:1.75rem;width:auto;max-width:min(9rem,100%);object-fit:contain;object-position:left center}
.pf-main{flex:1;min-height:100lvh}
.pf-foot{padding:1.5rem 1rem;background-color:var(--pf-fb);color:var(--pf-ff);font-size:.875rem}
.pf-foot p{box-sizing:border-box;max-width:72rem;margin:0 auto;display:flex;align-items:center;gap:.5rem}
.pf-foot .pf-logo{height:1.25rem}
.dark .pf{background-color:var(--pf-bg-d)}
.dark .pf-bar{background-color:var(--pf-hb-d);color:var(--pf-hf-d);box-shadow:0 2px 4px rgb(0 0 0/.64),inset 0 0 1px rgb(212 212 216/.3)}
.dark .pf-foot{background-color:var(--pf-fb-d);color:var(--pf-ff-d)}
.dark .pf-logo[data-frame-logo=light],html:not(.dark) .pf-logo[data-frame-logo=dark]{display:none}
@media (min-width:48em){.pf-in{padding:0 1.5rem;height:4rem}.pf-bar .pf-logo{height:2.25rem;max-width:14rem}.pf-foot{padding:1.5rem}}
</style>`;

/** The frame: the head script gives the logos their address and name, the footer the year and name. */
const FRAME =
  '<div class="pf">' +
  '<header class="pf-bar"><div class="pf-in">' +
  '<img class="pf-logo" data-frame-logo="light" alt=""><img class="pf-logo" data-frame-logo="dark" alt="">' +
  '</div></header>' +
  '<div class="pf-main"></div>' +
  '<footer class="pf-foot"><p>' +
  '<img class="pf-logo" data-frame-logo="light" alt=""><img class="pf-logo" data-frame-logo="dark" alt="">' +
  '<span>© <span data-frame-year></span> <span data-frame-name></span></span>' +
  '</p></footer>' +
  '</div>';

/** The page's empty #root, as written or minified. */
const ROOT = /<div id="?root"?><\/div>/;

/** The page with the looks' <meta> and the frame's style sheet before its first script (the head script reads
 * the <meta>), and the frame in #root. */
function withFrame(html, frames) {
  const at = html.indexOf('<script');
  if (at < 0 || at > html.indexOf('</head>'))
    throw new Error('ProviderFramePlugin: the page has no script in its <head>');
  if (!ROOT.test(html)) throw new Error('ProviderFramePlugin: the page has no empty <div id="root">');
  const meta = `<meta name="${PROVIDER_FRAMES_META}" content='${attribute(JSON.stringify(frames))}'>`;
  return (html.slice(0, at) + meta + FRAME_STYLE + html.slice(at)).replace(
    ROOT,
    `<div id="root">${FRAME}</div>`,
  );
}

/** Writes the looks, the style sheet and the frame into the page, once the provider chunks are known. */
class ProviderFramePlugin {
  constructor({ html = 'index.html' } = {}) {
    this.html = html;
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
          const html = withFrame(page.source().toString(), providerFrames(compilation, { publicPath }));
          compilation.updateAsset(this.html, new sources.RawSource(html));
        },
      );
    });
  }
}

module.exports = {
  FRAME,
  PROVIDER_FRAMES_META,
  ProviderFramePlugin,
  frameDocument,
  providerFrames,
  withFrame,
};
