/**
 * `npm run generate`: regenerate generated/ from schemas/.
 * `npm run generate -- --check`: write nothing; exit 1 when generated/ is not what schemas/ give.
 * `--root DIR`: generate for another tree holding schemas/ (tests use it on fixtures).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { generate } from './generate.ts';
import { ModelError } from './model.ts';

const rootArg = process.argv.indexOf('--root');
const root =
  rootArg > 0 ? resolve(process.argv[rootArg + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');
const acceptDestructive = process.argv.includes('--accept-destructive');

try {
  const report = await generate({ root, check, acceptDestructive });
  const changes = [
    ...report.written.map((f) => `  ${check ? 'stale' : 'wrote'} generated/${f}`),
    ...report.removed.map((f) => `  ${check ? 'extra' : 'removed'} generated/${f}`),
  ];
  if (changes.length) console.log(changes.join('\n'));
  console.log(
    `${check ? 'checked' : 'generated'}: ${report.written.length} ${check ? 'stale' : 'written'}, ${report.removed.length} ${check ? 'extra' : 'removed'}, ${report.unchanged} unchanged`,
  );
  if (check && changes.length) {
    console.error('generated/ is out of date: run `npm run generate` and commit the result.');
    process.exit(1);
  }
} catch (e) {
  if (e instanceof ModelError) {
    console.error(`npm run generate: the model has ${e.problems.length} problem(s):`);
    for (const p of e.problems) console.error(`  ${p.file}: ${p.path || '/'}: ${p.message}`);
    process.exit(1);
  }
  throw e;
}
