import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * The domain template of server/README.md, read from the tree (no server starts): each folder of server/ is a domain
 * or an exception listed in server/domains.json; a domain holds endpoints.server.ts, hooks.server.ts, a store, queries
 * and operations, and nothing else; each URL is answered by the folder whose prefix is its longest match; the hooks
 * of a domain are its hooks.server.ts, listed in server/hooks.server.ts. (Who writes a table: table-writers.test.ts.)
 */

const SERVER = join(import.meta.dirname, '../../server');

interface Layout {
  domains: Record<string, { urls: string[] }>;
  exceptions: Record<string, { reason: string; urls?: string[] }>;
}

const layout: Layout = JSON.parse(readFileSync(join(SERVER, 'domains.json'), 'utf8'));
const isDir = (path: string) => statSync(path).isDirectory();
const source = (path: string) => readFileSync(path, 'utf8');

/** What a domain folder may hold: the five kinds, a kind either one file or a folder of files (one per table, query or operation). */
const SINGLE = new Set([
  'endpoints.server.ts',
  'hooks.server.ts',
  'store.server.ts',
  'queries.server.ts',
  'operations.server.ts',
]);
const FOLDERS: Record<string, RegExp> = {
  store: /^[a-z0-9-]+\.server\.ts$/,
  queries: /^[a-z0-9-]+\.server\.ts$/,
  operations: /^[a-z0-9-]+(\.server)?\.ts$/,
};

/** Problems with one domain folder's files (`folder` relative to server/). */
export function layoutProblems(folder: string, entries: Record<string, string[] | null>): string[] {
  const problems: string[] = [];
  if (!('endpoints.server.ts' in entries)) problems.push(`${folder}/: no endpoints.server.ts`);
  for (const [name, inside] of Object.entries(entries)) {
    if (inside === null) {
      if (!SINGLE.has(name))
        problems.push(
          `${folder}/${name}: not a kind of the template (endpoints, hooks, store, queries, operations): move it into ${folder}/operations/ or fold it into a neighbour`,
        );
      continue;
    }
    const rule = FOLDERS[name];
    if (!rule) {
      problems.push(`${folder}/${name}/: not a kind of the template`);
      continue;
    }
    if (entries[`${name}.server.ts`] === null) problems.push(`${folder}/: both ${name}.server.ts and ${name}/`);
    for (const file of inside)
      if (!rule.test(file)) problems.push(`${folder}/${name}/${file}: not a file name ${name}/ holds (${rule.source})`);
  }
  return problems;
}

/** A folder's entries: a file as null, a folder as the names it holds (folders inside it are reported by name with a slash). */
function entriesOf(folder: string): Record<string, string[] | null> {
  const dir = join(SERVER, folder);
  return Object.fromEntries(
    readdirSync(dir).map((name) => [
      name,
      isDir(join(dir, name))
        ? readdirSync(join(dir, name)).map((f) => (isDir(join(dir, name, f)) ? `${f}/` : f))
        : null,
    ]),
  );
}

/** The longest declared prefix a URL falls under, and its folder ('/' matches every URL). */
export function ownerOf(url: string, prefixes: [string, string][]): string | undefined {
  let best: [string, string] | undefined;
  for (const [prefix, folder] of prefixes) {
    const matches = prefix === '/' || url === prefix || url.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best[0].length)) best = [prefix, folder];
  }
  return best?.[1];
}

/**
 * The URLs an endpoints file registers, read from its source: `url: '…'` (a template may start with a constant of the
 * same file), `url: NAME` (a constant of its folder), and `app.get('…')`-style registrations.
 */
export function urlsOf(text: string, constants: Record<string, string>): string[] {
  const local = { ...constants };
  for (const [, name, value] of text.matchAll(/const ([A-Za-z_]+) = '(\/[^']*)'/g)) local[name] = value;
  const urls: string[] = [];
  const literal = (raw: string) => raw.replace(/\$\{([A-Za-z_]+)\}/g, (all, name: string) => local[name] ?? all);
  for (const [, , raw] of text.matchAll(/\burl:\s*(['`])(\/[^'`]*|\$\{[A-Za-z_]+\}[^'`]*)\1/g)) urls.push(literal(raw));
  for (const [, name] of text.matchAll(/\burl:\s*([A-Z_]+)\b/g)) urls.push(local[name] ?? `\${${name}}`);
  for (const [, , raw] of text.matchAll(/\.(?:get|post|put|patch|delete|all)(?:<[^>]*>)?\(\s*(['`])(\/[^'`]*)\1/g))
    urls.push(literal(raw));
  return urls;
}

/** Exported string constants of a folder's files (`export const NAME = '/…'`), for `url: NAME`. */
function folderConstants(folder: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (isDir(path)) walk(path);
      else if (name.endsWith('.ts'))
        for (const [, k, v] of source(path).matchAll(/export const ([A-Z_]+) = '(\/[^']*)'/g)) found[k] = v;
    }
  };
  walk(join(SERVER, folder));
  return found;
}

const domains = Object.keys(layout.domains).sort();
const prefixes: [string, string][] = [
  ...Object.entries(layout.domains).flatMap(([folder, { urls }]) => urls.map((u): [string, string] => [u, folder])),
  ...Object.entries(layout.exceptions).flatMap(([folder, { urls }]) =>
    (urls ?? []).map((u): [string, string] => [u, folder]),
  ),
];

describe('the domain template (server/README.md, server/domains.json)', () => {
  it('every folder and file at the top of server/ is a domain or a listed exception, each exception with its reason', () => {
    const unknown = readdirSync(SERVER).filter((name) => !(name in layout.domains) && !(name in layout.exceptions));
    expect(unknown, 'add it to server/domains.json: a domain, or an exception with its reason').toEqual([]);
    expect(
      Object.entries(layout.exceptions)
        .filter(([, e]) => !e.reason?.trim())
        .map(([name]) => name),
    ).toEqual([]);
    expect(
      [...Object.keys(layout.domains), ...Object.keys(layout.exceptions)].filter(
        (name) => !readdirSync(SERVER).includes(name),
      ),
    ).toEqual([]);
  });

  it('a domain folder holds endpoints.server.ts, hooks.server.ts, a store, queries and operations (each one file or a folder of them), nothing else', () => {
    expect(domains.flatMap((folder) => layoutProblems(folder, entriesOf(folder)))).toEqual([]);
  });

  it('each URL is registered by the folder its prefix names (the longest prefix in server/domains.json), and each declared prefix is used', () => {
    const problems: string[] = [];
    const used = new Set<string>();
    for (const folder of readdirSync(SERVER).filter((name) => isDir(join(SERVER, name)))) {
      let text: string;
      try {
        text = source(join(SERVER, folder, 'endpoints.server.ts'));
      } catch {
        continue;
      }
      for (const url of urlsOf(text, folderConstants(folder))) {
        const owner = ownerOf(url, prefixes);
        if (owner !== folder)
          problems.push(`${url}: registered in ${folder}/, but its prefix is ${owner ?? 'nobody'}'s`);
        const prefix = prefixes
          .filter(([p, f]) => f === folder && (url === p || url.startsWith(`${p}/`)))
          .sort((a, b) => b[0].length - a[0].length)[0];
        if (prefix) used.add(`${folder} ${prefix[0]}`);
      }
    }
    const unused = Object.entries(layout.domains).flatMap(([folder, { urls }]) =>
      urls.filter((u) => !used.has(`${folder} ${u}`)).map((u) => `${folder}: ${u}`),
    );
    expect(problems, 'move the handler into the folder its URL names, or give the folder that prefix').toEqual([]);
    expect(unused, 'a prefix no endpoint of the folder uses').toEqual([]);
  });

  it('only server/endpoints.server.ts imports an endpoints file: domains call each other through operations and stores', () => {
    const importers: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (isDir(path)) walk(path);
        else if (dir !== SERVER && /\.tsx?$/.test(name) && /from '[^']*\/endpoints\.server\.ts'/.test(source(path)))
          importers.push(path.slice(SERVER.length + 1));
      }
    };
    walk(SERVER);
    expect(importers, "move what is imported into the folder's operations").toEqual([]);
  });

  it("a domain's hooks are its hooks.server.ts (exporting `hooks`), and server/hooks.server.ts collects every one", () => {
    const problems: string[] = [];
    const collected = source(join(SERVER, 'hooks.server.ts'));
    for (const folder of domains) {
      const files: string[] = [];
      const walk = (dir: string) => {
        for (const name of readdirSync(dir))
          (isDir(join(dir, name)) ? walk : (p: string) => files.push(p))(join(dir, name));
      };
      walk(join(SERVER, folder));
      const rel = (path: string) => path.slice(SERVER.length + 1);
      for (const path of files) {
        if (/hooks/.test(rel(path).split('/').pop()!) && rel(path) !== `${folder}/hooks.server.ts`)
          problems.push(`${rel(path)}: hooks live in ${folder}/hooks.server.ts`);
      }
      const hookFile = files.find((p) => rel(p) === `${folder}/hooks.server.ts`);
      const declares = files.some((p) => /\b(ResourceHooks|HooksBySlug)\b/.test(source(p)));
      if (!hookFile) {
        if (declares) problems.push(`${folder}/: declares hooks but has no hooks.server.ts`);
        continue;
      }
      if (!/export (const|function) hooks\b/.test(source(hookFile)))
        problems.push(`${folder}/hooks.server.ts: exports no \`hooks\``);
      if (!collected.includes(`from './${folder}/hooks.server.ts'`))
        problems.push(`${folder}/hooks.server.ts: not collected by server/hooks.server.ts`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the template checks themselves', () => {
  it('refuse an unknown file kind, a misnamed store file, and a folder without endpoints', () => {
    expect(layoutProblems('bonds', { 'endpoints.server.ts': null, 'bond-helpers.server.ts': null })).toHaveLength(1);
    expect(layoutProblems('bonds', { 'endpoints.server.ts': null, store: ['Bond.ts'] })).toHaveLength(1);
    expect(layoutProblems('bonds', { 'hooks.server.ts': null })).toEqual(['bonds/: no endpoints.server.ts']);
    expect(
      layoutProblems('bonds', { 'endpoints.server.ts': null, 'store.server.ts': null, store: ['bond.server.ts'] }),
    ).toHaveLength(1);
  });

  it('give a URL to its longest prefix, and read the URLs of an endpoints file', () => {
    const p: [string, string][] = [
      ['/api/v1/users', 'users'],
      ['/api/v1/users/downloadresource', 'reports'],
      ['/', 'site'],
    ];
    expect(ownerOf('/api/v1/users/downloadresource/all', p)).toBe('reports');
    expect(ownerOf('/api/v1/users/1', p)).toBe('users');
    expect(ownerOf('/api/v1/usersx', p)).toBe('site');
    expect(
      urlsOf("const base = '/api/v1/auth';\n{ url: `${base}/login` }, { url: PATH }, app.get<{ X: 1 }>('/uploads/*'", {
        PATH: '/p',
      }),
    ).toEqual(['/api/v1/auth/login', '/p', '/uploads/*']);
    // As the formatter writes a long registration: the URL on the line after the call's parenthesis.
    expect(urlsOf("app.post(\n  '/api/v1/upload/uploadToS3',\n  handler,\n)", {})).toEqual([
      '/api/v1/upload/uploadToS3',
    ]);
  });
});
