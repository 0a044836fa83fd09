// @portal/ui: the core (./core.ts, one instance on a page, shared), and the components built on it, stateless,
// which each app bundles, tree-shaken: a page carries only the ones it imports. The components reach the core by
// its entry's name (@portal/ui/core); an app imports everything from here.
export * from '@portal/ui/core';
export * from './feedback';
export * from './lists';
export * from './disclosure';
export * from './download';
export * from './people';
export * from './brand';
