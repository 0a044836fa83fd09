// The page's frame (shared/federation/src/providerFrame.cjs) for a provider published into the deployment: the
// server puts the frame rendered when it was published in its host's page (`.pf-pub`); a page without it (a server
// that does not, a publish the page came before) takes the look from the checked document, as soon as main.js has
// read it, before React's first render replaces the frame with the app's own.
import type { ProviderDocument } from '@portal/config';

/** Puts `provider`'s look on the page's frame, if the page still has it and not the published frame already: its
 * colours and heading font as the frame's custom properties, its logos (addresses from `assetUrl`) in the top bar
 * and the footer, its name in the footer. */
export function showFrame(
  doc: Document,
  provider: ProviderDocument,
  assetUrl: (file: string) => string,
): void {
  const frame = doc.querySelector('#root > .pf');
  if (!frame || frame.classList.contains('pf-pub')) return;
  const root = doc.documentElement;
  const { theme, logos, name } = provider;
  const colours = (
    t: Pick<ProviderDocument['theme'], 'canvas' | 'text' | 'header' | 'footer'>,
    suffix: string,
  ) => {
    root.style.setProperty(`--pf-bg${suffix}`, t.canvas);
    root.style.setProperty(`--pf-tx${suffix}`, t.text);
    root.style.setProperty(`--pf-hb${suffix}`, t.header.bg);
    root.style.setProperty(`--pf-hf${suffix}`, t.header.fg);
    root.style.setProperty(`--pf-fb${suffix}`, t.footer.bg);
    root.style.setProperty(`--pf-ff${suffix}`, t.footer.fg);
  };
  colours(theme, '');
  colours(theme.dark, '-d');
  root.style.setProperty('--pf-font', theme.fonts.heading);
  if (theme.headingStyle?.textTransform) root.style.setProperty('--pf-tt', theme.headingStyle.textTransform);
  if (theme.headingStyle?.letterSpacing) root.style.setProperty('--pf-ls', theme.headingStyle.letterSpacing);
  root.style.setProperty('--pf-shown', 'visible');
  const images = (alt: string) =>
    (logos.dark ? (['light', 'dark'] as const) : ([undefined] as const)).map((scheme) => {
      const img = doc.createElement('img');
      img.className = 'pf-logo';
      img.src = assetUrl(scheme === 'dark' && logos.dark ? logos.dark : logos.light);
      img.alt = alt;
      if (scheme) img.dataset.logo = scheme;
      return img;
    });
  frame.querySelector('.pf-in')?.append(...images(name));
  const copyright = doc.createElement('span');
  copyright.textContent = `© ${name}`;
  frame.querySelector('footer p')?.append(...images(''), copyright);
  root.setAttribute('data-provider', provider.slug);
}
