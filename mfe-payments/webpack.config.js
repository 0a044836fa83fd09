module.exports = require('@portal/federation').federatedApp({
  name: 'payments',
  dir: __dirname,
  port: 3003,
  exposes: { './PaymentsPage': './src/PaymentsPage.tsx' },
  title: 'Payments (dev harness)',
});
