// Test support: the one Lingui instance, active in English with the source texts.
import { activateLocale, loadCatalog } from '@portal/i18n';

loadCatalog({});
activateLocale('en');
