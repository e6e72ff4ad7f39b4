/**
 * The first-load JavaScript budgets (bench/budgets.json, KB gzipped), shared by the build-output check in the units
 * tier (tests/first-load/first-load-budget.test.ts) and `npm run bench:web`'s JavaScript target on `/`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Budgets {
  /** Site pages by their route path as written in site/app/routes.ts ('/', '/properties', '/properties/details/:id'). */
  site: Record<string, number>;
  /** The console's first load (dist/admin/index.html and its static imports). */
  console: number;
}

export const BUDGETS_FILE = join(import.meta.dirname, 'budgets.json');

export function readBudgets(file = BUDGETS_FILE): Budgets {
  const { site, console } = JSON.parse(readFileSync(file, 'utf8')) as Budgets;
  return { site, console };
}
