/** The e2e profile of scripts/serve.mjs: the dev ports + 100. */
export const SHELL_PORT = 3100;
export const API_PORT = 4100;
export const PAYMENTS_PORT = 3103;
export const shellUrl = (slug?: string, path = '/') =>
  `http://${slug ? `${slug}.` : ''}localhost:${SHELL_PORT}${path}`;
