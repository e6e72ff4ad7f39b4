import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { ManifestEntry } from './gen-manifest.ts';
import { TS_BANNER } from './gen-types.ts';

const require = createRequire(import.meta.url);

/** The folder of @mui/icons-material, or undefined where it is not installed. */
function iconsDir(): string | undefined {
  try {
    return dirname(require.resolve('@mui/icons-material/package.json'));
  } catch {
    return undefined;
  }
}

/** Is `name` an icon of @mui/icons-material? (true when the package is not installed: nothing to check against) */
export function iconExists(name: string): boolean {
  const dir = iconsDir();
  return !dir || existsSync(join(dir, `${name}.js`));
}

/**
 * The console's icon map: exactly the @mui/icons-material icons that `x-admin.icon` names, imported one
 * by one, so the console bundles a dozen icons rather than the whole set.
 */
export function adminIconsModule(entries: ManifestEntry[]): string {
  const names = [...new Set(entries.map((e) => e['x-admin']?.icon).filter((n): n is string => !!n))].sort();
  return [
    TS_BANNER,
    ...names.map((n) => `import ${n}Icon from '@mui/icons-material/${n}';`),
    '',
    '/** x-admin icon name → component. */',
    `export const adminIcons = { ${names.map((n) => `${n}: ${n}Icon`).join(', ')} } as const;`,
    '',
  ].join('\n');
}
