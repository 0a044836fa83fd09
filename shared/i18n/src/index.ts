// @portal/i18n: the one Lingui instance, and the formatting of dates, money and file sizes. This file only
// re-exports (the package has no side effects): a page's bundle holds only the parts it uses, so a page that
// formats no date carries no dayjs.
export { i18n, DEFAULT_LOCALE, loadCatalog, activateLocale, type Messages } from './instance';
export { formatCurrency, formatDate, DEFAULT_CURRENCY, DEFAULT_DATE_FORMAT } from './format';
export { prepareTimezone } from './zone';
export { I18nProvider } from './I18nProvider';
export { formatFileSize } from './fileSize';
export { durationMs } from './duration';
export type { CurrencyOptions } from './format';
