// Jest's jsdom environment as MSW needs it (jest-fixed-jsdom): modules resolved as in Node (not their browser
// builds), and the web platform classes of Node, not jsdom's, for what jsdom lacks or has apart: fetch,
// Request, Response, Headers, FormData, Blob, File, streams, AbortController, TextEncoder, BroadcastChannel.
// The same classes the browser has, so a request the page makes reaches msw/node's server whole.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class JsdomWithWebClasses extends FixedJSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    // A file the page appends to a FormData is a Blob of the same realm.
    this.global.File = File;
  }
}

module.exports = JsdomWithWebClasses;
