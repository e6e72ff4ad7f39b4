import type { AppLoadContext } from '@remix-run/server-runtime';
import type { SiteSection } from '#generated/types/site-section.ts';
import { emptyListPage, type ListPage } from '#client/list-page.ts';

export type { ListPage };

/** GET a list from the API; an error answer gives an empty page (a section then simply does not show). */
export async function apiList<T>(context: AppLoadContext, path: string): Promise<ListPage<T>> {
  const answer = await context.api<ListPage<T>>('GET', path);
  return answer.status === 200 && Array.isArray(answer.data?.results) ? answer.data : emptyListPage<T>();
}

/** GET one record; undefined when the API answers anything but 200. */
export async function apiGet<T>(context: AppLoadContext, path: string): Promise<T | undefined> {
  const answer = await context.api<T>('GET', path);
  return answer.status === 200 ? answer.data : undefined;
}

/** The site-section items of one section, in display order. */
export function sectionItems<T = SiteSection>(context: AppLoadContext, section: string, limit = 20): Promise<T[]> {
  return apiList<T>(context, `/api/v1/site-section?section=${encodeURIComponent(section)}&sortBy=order:asc&limit=${limit}`).then((p) => p.results);
}
