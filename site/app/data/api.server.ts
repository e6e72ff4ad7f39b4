import type { AppLoadContext } from '@remix-run/server-runtime';

import { emptyListPage, type ListPage } from '#client/list-page.ts';
import type { SiteRecord } from '#client/site-context.ts';
import { ApiError } from '#engine/runtime/errors.ts';

export type { ListPage };

/** A page read through `context.data`; an API error (a refused filter, say) gives an empty page, so a section simply does not show. */
export async function orEmpty<T>(read: Promise<ListPage<T>>): Promise<ListPage<T>> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError) return emptyListPage<T>();
    throw error;
  }
}

/** One record read through `context.data`; undefined when the API would answer an error (not found, not visible). */
export async function orNothing<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/** The site-section items of one section, in display order. */
export async function sectionItems(context: AppLoadContext, section: string, limit = 20): Promise<SiteRecord<'site-section'>[]> {
  return (await orEmpty(context.data.list('site-section', { section, sortBy: 'order:asc', limit }))).results;
}
