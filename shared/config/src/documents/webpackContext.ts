// The type of webpack's `import.meta.webpackContext` (https://webpack.js.org/api/module-methods/#importmetawebpackcontext),
// for the build's readers of the providers' folder.

export interface WebpackContext {
  keys(): string[];
  (request: string): unknown;
}

export interface WebpackImportMeta {
  webpackContext(
    directory: string,
    options: { recursive: boolean; regExp: RegExp; mode: 'sync' | 'lazy'; chunkName?: string },
  ): WebpackContext;
}
