import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const ROOT = join(import.meta.dirname, '../..');
/** Every hand-written and generated source folder (tests are left out by the config). */
const FOLDERS = [
  'domain',
  'engine',
  'server',
  'seed',
  'admin/src',
  'site/app',
  'generated',
  'forms',
  'client',
  'tools',
].filter((folder) => existsSync(join(ROOT, folder)));

/** What .dependency-cruiser.cjs forbids, as `rule: from → to` lines (empty when the boundaries hold). */
async function violations(): Promise<string[]> {
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    const options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.cjs'));
    const { output } = await cruise(FOLDERS, options);
    return (output as ICruiseResult).summary.violations.map(
      (v) => `${v.rule.name}: ${v.from} → ${v.cycle?.length ? v.cycle.map((step) => step.name).join(' → ') : v.to}`,
    );
  } finally {
    process.chdir(cwd);
  }
}

describe('import boundaries (.dependency-cruiser.cjs)', () => {
  it('no import circle, no engine → domain or front-end import, no SQL in endpoint files, generated/ imports nothing hand-written, front ends and server apart, no production import of seed/, domain/ on generated/ alone', async () => {
    expect(await violations()).toEqual([]);
  });
});
