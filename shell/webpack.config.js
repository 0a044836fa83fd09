// The host: no remotes at build time. They are registered at run time from the deployment's remotes.json.
module.exports = require('@portal/federation').shellApp(__dirname);
