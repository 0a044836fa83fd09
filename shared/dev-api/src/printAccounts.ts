import { DEMO_PASSWORD, demoAccountsTable } from '@portal/mock-api';

console.log(`Demo accounts (password for all: ${DEMO_PASSWORD})\n${demoAccountsTable()}`);
