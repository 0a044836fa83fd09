// The portal's one Babel config lives in @portal/federation (a remote in a repository of its own uses it too).
module.exports = require('./shared/federation/src/babelConfig.cjs');
