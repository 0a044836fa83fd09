// Dev harness: this remote's pages on their own (pnpm --filter @portal/mfe-enrolment dev). ?provider=<slug> picks
// a provider's theme; ?data=api uses the local API and its sign-in instead of the mock student's data.
import { startHarness } from '@portal/testing';
import contract from './contract';
import { messages } from './locales/en/messages';

void startHarness({ contract, messages, pages: { EnrolPage: () => import('./EnrolPage') } });
