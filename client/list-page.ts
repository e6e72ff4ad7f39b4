/**
 * A list answer of /api/v1 (the specification's `{results, page, limit, totalPages, totalResults}` envelope):
 * one page of `T` and where it sits in the whole list. The one type of it in the front ends.
 */
export interface ListPage<T> {
  results: T[];
  page: number;
  limit: number;
  totalPages: number;
  totalResults: number;
}

/** No results: what a list shows when its call failed. */
export const emptyListPage = <T,>(): ListPage<T> => ({ results: [], page: 1, limit: 0, totalPages: 0, totalResults: 0 });
