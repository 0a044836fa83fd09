// The module webpack.config.js generates: every page of every remote, by "<remote>/<Page>".
declare module '@bench/pages' {
  import type { ComponentType } from 'react';
  export const PAGES: Record<string, () => Promise<{ default: ComponentType }>>;
}
