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
    // A test file's page goes away at its end, and with it its BroadcastChannels, as a closed tab's do. Node's
    // channel left open would keep Jest's process alive after the run (it runs the files in band on 2 cores).
    const open = (this.openChannels = new Set());
    this.global.BroadcastChannel = class extends BroadcastChannel {
      constructor(name) {
        super(name);
        open.add(this);
      }

      close() {
        open.delete(this);
        super.close();
      }
    };
  }

  async teardown() {
    for (const channel of this.openChannels) channel.close();
    await super.teardown();
  }
}

module.exports = JsdomWithWebClasses;
