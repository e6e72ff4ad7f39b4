import type { ListPage as Envelope } from '#generated/types/list-page.ts';

/**
 * A list answer of /api/v1 (the specification's `{results, page, limit, totalPages, totalResults}` envelope,
 * schemas/list-page.schema.json): one page of `T` and where it sits in the whole list. The one type of it in
 * the front ends and the server.
 */
export type ListPage<T> = Omit<Envelope, 'results'> & { results: T[] };

/** No results: what a list shows when its call failed. */
export const emptyListPage = <T>(): ListPage<T> => ({ results: [], page: 1, limit: 0, totalPages: 0, totalResults: 0 });
