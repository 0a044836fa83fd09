// The kit's jsdom environment (@portal/testing's, which a remote in a repository of its own uses too).
module.exports = require('../shared/testing/jest/jsdomEnvironment.cjs');
