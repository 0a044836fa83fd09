export declare const SINGLETONS: string[];
export declare const REPO_ROOT: string;
export declare function sharedSingletons(
  appDir: string,
): Record<string, { singleton: true; version: string; requiredVersion: string }>;
export declare function federatedApp(o: {
  name: string;
  dir: string;
  port: number;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  title?: string;
  spa?: boolean;
  define?: Record<string, unknown>;
}): (env: unknown, argv: { mode?: string }) => unknown;
export declare function moduleRules(): unknown[];
