// Provider themes: one Chakra system per provider, logos and favicons, and the document branding.
//
// Tokens a page can use with every provider, in both schemes (each has a light value and a dark one, in force
// under the class `dark` on <html>):
//   colors  brand.solid / brand.contrast   buttons and selected states, and the text on them
//           brand.fg                        brand-coloured text (links, outline/ghost buttons)
//           brand.subtle / brand.muted / brand.emphasized   quiet brand backgrounds (subtle < muted < emphasized)
//           brand.focusRing, brand.border   focus outlines, brand borders
//           brand.50 … brand.950            the full brand scale of the light solid (the same in dark: prefer
//                                           the semantic tokens above)
//           accent                          the second brand colour: decoration only, never text
//           bg.canvas (page), bg.panel (cards, menus, dialogs), fg, fg.muted, border
//           header.bg / header.fg / header.border, footer.bg / footer.fg / footer.border
//   fonts   heading, body
//   radii   l1, l2, l3 (Chakra's component radii; each provider sets its own corner style)
// colorPalette is "brand" globally, so Chakra components use the brand colours without a prop.
// The logo is drawn for header.bg, with a dark variant (logoDarkUrl) where the dark header changes tone; each
// footer has the same tone (dark or light) as its header.
export { PortalUiProvider, loadFonts, pageNonce, type PortalUiProviderProps } from './PortalUiProvider';
export { providerSystem } from './system';
export { applyGlobalSheet, GLOBAL_SHEET_ATTRIBUTE } from './globalSheet';
export { loadTheme, provideThemes } from './providerThemes';
export { providerTheme, applyDocumentBranding, type ProviderThemeInfo } from './branding';
