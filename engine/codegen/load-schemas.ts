import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { ModelError, type Problem, SCHEMA_BASE, type SourceSchema } from './model.ts';

const SUFFIX = '.schema.json';

/** Reads `schemas/*.schema.json` and `schemas/_defs/*.schema.json`, checking names, $id and JSON syntax. */
export function loadSchemas(schemasDir: string, repoRoot: string): SourceSchema[] {
  const problems: Problem[] = [];
  const found: SourceSchema[] = [];
  const slugs = new Map<string, string>();
  for (const sub of ['', '_defs']) {
    const dir = join(schemasDir, sub);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.json')) continue;
      const path = join(dir, name);
      const file = relative(repoRoot, path);
      if (!name.endsWith(SUFFIX)) {
        problems.push({ file, path: '', message: `schema files are named <slug>${SUFFIX}` });
        continue;
      }
      const slug = name.slice(0, -SUFFIX.length);
      if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(slug)) {
        problems.push({ file, path: '', message: `slug '${slug}' must be kebab-case` });
        continue;
      }
      let json: any;
      try {
        json = JSON.parse(readFileSync(path, 'utf8'));
      } catch (e) {
        problems.push({ file, path: '', message: `not valid JSON: ${(e as Error).message}` });
        continue;
      }
      if (!json || typeof json !== 'object' || Array.isArray(json)) {
        problems.push({ file, path: '', message: 'a schema file holds one JSON object' });
        continue;
      }
      const id = `${SCHEMA_BASE}${sub ? sub + '/' : ''}${name}`;
      if (json.$id !== id) problems.push({ file, path: '/$id', message: `must be "${id}"` });
      if (json.$schema !== 'http://json-schema.org/draft-07/schema#') {
        problems.push({ file, path: '/$schema', message: 'must be "http://json-schema.org/draft-07/schema#"' });
      }
      if (typeof json.title !== 'string' || !json.title.trim()) {
        problems.push({ file, path: '/title', message: 'every schema has a title' });
      }
      const other = slugs.get(slug);
      if (other) problems.push({ file, path: '', message: `slug '${slug}' is already used by ${other}` });
      slugs.set(slug, file);
      const kind = sub === '_defs' ? 'def' : json['x-db'] ? 'entity' : 'form';
      found.push({ slug, file, id, kind, json });
    }
  }
  if (problems.length) throw new ModelError(problems);
  return found;
}
