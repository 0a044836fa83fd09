import { loadCatalog } from '@portal/i18n';
import { messages } from './locales/en/messages';

// @portal/ui's own texts (busy, error, load more) join the one Lingui instance.
loadCatalog(messages);

export * from './chakra';
export * from './theme';
export * from './feedback';
export * from './lists';
export * from './disclosure';
export * from './tables';
export * from './download';
export * from './people';
export * from './brand';
