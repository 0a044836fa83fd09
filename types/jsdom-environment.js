// Jest's jsdom environment with the web platform classes jsdom lacks and Node has: Response, Request and
// Headers (the API client and its mock transport build real answers with them) and TextEncoder and
// TextDecoder (react-router encodes URLs with them). The same classes the browser has, not stand-ins.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Response', 'Request', 'Headers', 'TextEncoder', 'TextDecoder'];

class JsdomWithWebClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) if (this.global[name] === undefined) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithWebClasses;
