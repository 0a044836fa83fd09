// @portal/forms: the reusable form pieces of the portal (spec enrolment §2, §5): react-final-form
// fields over @portal/ui, their validation rules, the lookups that feed pickers, and the mappers
// between form and server shapes. A federation singleton; used only through this file.
import { loadCatalog } from '@portal/i18n';
import { messages } from './locales/en/messages';

loadCatalog(messages);

export * from './logic';
export * from './fields';
export * from './pieces';
