// Components every remote's pages share: a list a page at a time, the provider's contact footer.
export { PagedList, type PagedListProps } from './PagedList';
export { PagedFooter, type PagedFooterProps } from './PagedFooter';
export { usePagedList, type PagedList as PagedListState } from './usePagedList';
export { usePagedFocus, type PagedFocus } from './usePagedFocus';
export { ContactFooter, telHref, type ContactFooterProps } from './ContactFooter';
