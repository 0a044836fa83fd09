// @portal/forms: the reusable form components of the portal: react-final-form
// fields over @portal/ui, their validation rules, the lookups that feed pickers, and the mappers
// between form and server shapes. A federation singleton; used only through this file.
import { loadCatalog } from '@portal/i18n';
import { preloadFormParts } from '@portal/ui';
import { messages } from './locales/en/messages';

loadCatalog(messages);
// The Chakra parts of the fields load beside this package, not on pages without a form. A load that fails (twice:
// preloadFormParts asks once more) is left to the first field, which asks again.
preloadFormParts().catch(() => undefined);

export * from './logic';
export * from './fields';
export * from './components';
export * from './wizard';
