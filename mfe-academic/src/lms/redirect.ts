/** Only http(s) addresses are followed (links from data or configuration never run script). */
export const isHttpUrl = (href: string): boolean => {
  try {
    const { protocol } = new URL(href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};
