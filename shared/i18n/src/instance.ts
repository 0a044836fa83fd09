import { i18n, type Messages } from '@lingui/core';

/**
 * The one Lingui instance of the portal. It is @lingui/core's global instance, which the Lingui
 * macros compile to, and @lingui/core is a federation singleton, so shell and remotes share it.
 * Each package loads its own catalog with `loadCatalog`; only the shell calls `activateLocale`.
 */
export { i18n };
export type { Messages };

export const DEFAULT_LOCALE = 'en';

/** Adds a package's compiled messages to the instance (merged with what other packages loaded). */
export function loadCatalog(messages: Messages, locale: string = DEFAULT_LOCALE): void {
  i18n.load(locale, messages);
}

/** Activates a locale; the shell calls it once at start, after loading its own catalog. */
export function activateLocale(locale: string = DEFAULT_LOCALE): void {
  if (i18n.locale !== locale) i18n.activate(locale);
}
