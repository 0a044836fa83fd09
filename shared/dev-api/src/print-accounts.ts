/** `pnpm --filter @portal/dev-api accounts`: prints the demo accounts table. */
import { printDemoAccounts } from './accounts';

printDemoAccounts();
