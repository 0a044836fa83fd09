/** The one handler set of the mock API: a handler for every call of the contract's table (CALLS of
 * @portal/api-contract), by domain. Jest, the browser's mock-user mode and the local backend use these same
 * handlers, each over services of its own (the store, the token check, the limits). */
import type { HttpHandler } from 'msw';
import type { CallName } from '@portal/api-contract';
import { APPLICATIONS } from './applications';
import { CASES } from './cases';
import { CATALOGUE } from './catalogue';
import { handlersOf, type Resolver, type Services } from './define';
import { DOCUMENT_UPLOADS } from './documentUploads';
import { PAYMENTS } from './payments';
import { PEOPLE } from './people';
import { REFERENCE } from './reference';
import { STUDENT } from './student';
import { WORK } from './work';

/** Every call's handler (handlers.test.ts fails for a call of the table without one). */
export const RESOLVERS = {
  ...REFERENCE,
  ...CATALOGUE,
  ...STUDENT,
  ...CASES,
  ...APPLICATIONS,
  ...DOCUMENT_UPLOADS,
  ...PEOPLE,
  ...PAYMENTS,
  ...WORK,
} as { [N in CallName]: Resolver<N> };

/** The whole handler set over `services`. */
export const createHandlers = (services: Services): HttpHandler[] => handlersOf(RESOLVERS, services);
