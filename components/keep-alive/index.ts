export { KeepAliveScroll } from './keep-alive-scroll';
export { UrlPagination } from './url-pagination';
export { ListFilters, type FilterField } from './list-filters';
