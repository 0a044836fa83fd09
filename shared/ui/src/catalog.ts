// @portal/ui's own texts (busy, error, load more, contact) join the one Lingui instance. Each part that shows
// one of them imports this module, so the texts come with the parts that use them: the package is otherwise
// free of side effects (package.json "sideEffects"), and a page's bundle holds only the parts it imports.
import { loadCatalog } from '@portal/i18n';
import { messages } from './locales/en/messages';

loadCatalog(messages);
