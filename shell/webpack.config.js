// The host: no remotes at build time. They are registered at run time from the deployment's remotes.json.
// A production build also writes the service worker (/sw.js) after it.
const { shellApp, withServiceWorker } = require('@portal/federation');

module.exports = withServiceWorker(__dirname, shellApp(__dirname));
