// Test support: the one Lingui instance, active in English with the source texts.
import { activateLocale, loadCatalog } from '@portal/i18n';
import { preloadFormParts } from '@portal/ui';

loadCatalog({});
activateLocale('en');

// Fields render @portal/ui's form parts, which load in a chunk of their own: have them ready, as a
// page that imports @portal/forms usually does.
beforeAll(() => preloadFormParts());
