const { federatedApp } = require('@portal/federation');

// The host: no remotes at build time. They are registered at run time from public/remotes.json.
module.exports = federatedApp({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  spa: true,
  title: 'Student Portal',
});
