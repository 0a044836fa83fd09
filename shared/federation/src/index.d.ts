export declare const SINGLETONS: string[];
export declare const REPO_ROOT: string;
export declare const MF_VERSION: string;
/** The files a production build also writes as name.br and name.gz: every text file but the HTML page. */
export declare const PRECOMPRESSED_FILE: RegExp;
export declare function sharedSingletons(
  appDir: string,
): Record<string, { singleton: true; version: string; requiredVersion: string }>;
/** The version of each shared package an app has, by the package's name (a subpath share goes by its package). */
export declare function sharedVersions(appDir: string): Record<string, string>;
/** What a remote needs of the shell: the federation runtime's version and each shared package's range. */
export declare function requirements(dir: string): { federation: string; shared: Record<string, string> };
export interface AppOptions {
  name: string;
  dir: string;
  port?: number;
  exposes?: Record<string, string>;
  title?: string;
  kind: 'host' | 'remote';
  define?: Record<string, unknown>;
  plugins?: unknown[];
  /** The host's own modules of its head script, after the colour scheme's. */
  headModules?: string[];
  /** The host's page holds the providers' frame for the first paint (./providerFrame.cjs). */
  providerFrame?: boolean;
}
type WebpackConfigFunction = (env: unknown, argv: { mode?: string }) => unknown;
export declare function federatedApp(o: AppOptions): WebpackConfigFunction;
export declare function remoteApp(dir: string, options?: Partial<AppOptions>): WebpackConfigFunction;
export declare function shellApp(dir: string, options?: Partial<AppOptions>): WebpackConfigFunction;
export declare function moduleRules(): unknown[];
/** The service worker's file name at the root of the shell's dist. */
export declare const SERVICE_WORKER_FILE: string;
/** The shell's config with its service worker's build after it in production (./serviceWorker.cjs). */
export declare function withServiceWorker(
  dir: string,
  shell: WebpackConfigFunction,
): (env: unknown, argv: { mode?: string }) => unknown;
export declare function productionAliases(): Record<string, string>;
/** The host's chunking beside webpack's defaults (webpack's optimization.splitChunks). */
export declare const HOST_SPLIT_CHUNKS: Record<string, unknown>;
/** The shell's own modules of its head script (relative to the shell's folder). */
export declare const SHELL_HEAD_MODULES: string[];
