// @portal/ui's own texts (busy, error, load more, contact) join the one Lingui instance, with the core
// (./core.ts), which every component of the package imports: loaded once a page, wherever the components are
// bundled. The package is otherwise free of side effects (package.json "sideEffects").
import { loadCatalog } from '@portal/i18n';
import { messages } from './locales/en/messages';

loadCatalog(messages);
