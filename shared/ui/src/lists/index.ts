// Pieces every remote's pages share: a list a page at a time, the provider's contact footer.
export { PagedList, type PagedListProps } from './PagedList';
export { usePagedList, type PagedList as PagedListState } from './usePagedList';
export { ContactFooter, telHref, type ContactFooterProps } from './ContactFooter';
