// Name, port and exposed pages come from apps.json and src/contract.ts.
module.exports = require('@portal/federation').remoteApp(__dirname);
