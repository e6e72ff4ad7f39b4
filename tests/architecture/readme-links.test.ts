import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/**
 * What a clone of the repository holds: every file git tracks or would track (untracked but not ignored, so a
 * document written and not yet committed counts), and every folder above one. `data/`, `dist/` and
 * `node_modules/` are ignored: a link there would resolve here and not in a fresh clone.
 */
function repositoryPaths(): Set<string> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  const paths = new Set<string>();
  for (const file of files) {
    paths.add(file);
    for (let folder = dirname(file); folder !== '.'; folder = dirname(folder)) paths.add(folder);
  }
  return paths;
}

const PATHS = repositoryPaths();
const TOP_FOLDERS = new Set([...PATHS].filter((path) => !path.includes('/') && !path.includes('.')));

/** The documents every reader is sent to: the README and everything under docs/. */
const DOCUMENTS = [...PATHS].filter((path) => path === 'README.md' || /^docs\/.*\.md$/.test(path)).sort();
/** Documents that describe the tree as it is now; decision records describe it as it was when they were taken. */
const LIVING = new Set(['README.md', 'docs/architecture.md', 'docs/specification/README.md']);

/** Where `target`, written in `document`, points inside the repository ('' for the root), or null when outside. */
function resolveIn(document: string, target: string, fromRoot: boolean): string | null {
  const path = normalize(join(fromRoot ? '.' : dirname(document), target)).replace(/\/$/, '');
  return path === '..' || path.startsWith('../') ? null : path;
}

/** Markdown links and images with a relative target (no scheme, no site path, not a bare #anchor). */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1].replace(/[#?].*$/, ''))
    .filter((target) => target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/'));
}

/**
 * Paths written as code in a living document: `../somewhere` (relative to the document), or a path that starts
 * with one of the repository's top-level folders (`server/payments/operations/provider.server.ts`, `docs/decisions/`),
 * taken from the root. Placeholders (`<slug>`, `*`, `{id}`, `NNN`) are not references.
 */
function codePaths(text: string): { target: string; fromRoot: boolean }[] {
  const quoted = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]);
  // Unquoted too, as in "(server/verification/operations/aadhaar.server.ts)".
  const bare = [...text.replace(/`[^`]*`/g, ' ').matchAll(/(?<![\w./#-])((?:\.\.\/)*[a-z][\w.-]*\/[\w./-]*)/g)]
    .map((match) => match[1].replace(/[.]+$/, ''))
    .filter((path) => path.startsWith('../') || TOP_FOLDERS.has(path.split('/')[0]));
  return [...quoted, ...bare]
    .map((path) => path.replace(/[#?].*$/, '').replace(/[:,;.]$/, ''))
    .filter((path) => !/[<>*{}$|]|NNN/.test(path) && !/^[a-z][a-z0-9+.-]*:/i.test(path))
    .flatMap((path): { target: string; fromRoot: boolean }[] => {
      if (path.startsWith('../')) return [{ target: path, fromRoot: false }];
      return path.includes('/') && TOP_FOLDERS.has(path.split('/')[0]) ? [{ target: path, fromRoot: true }] : [];
    });
}

/** The references of one document that name nothing in the repository. */
function brokenReferences(document: string): string[] {
  const text = readFileSync(join(root, document), 'utf8').replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const references = [
    ...relativeLinks(text).map((target) => ({ target, fromRoot: false, kind: 'link' })),
    ...(LIVING.has(document) ? codePaths(text).map((path) => ({ ...path, kind: 'path' })) : []),
  ];
  return references
    .filter(({ target, fromRoot }) => {
      const path = resolveIn(document, target, fromRoot);
      return path === null || (path !== '.' && path !== '' && !PATHS.has(path));
    })
    .map(({ target, kind }) => `${document}: ${kind} ${target}`);
}

describe('every reference in the README and docs/ resolves inside the repository', () => {
  it('finds the documents it checks', () => {
    expect(DOCUMENTS).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
  });

  it('has no relative link, and no path in a living document, that names nothing in a fresh clone', () => {
    expect(DOCUMENTS.flatMap(brokenReferences)).toEqual([]);
  });

  it('catches a link that leaves the repository or names a missing file', () => {
    expect(resolveIn('README.md', '../shared/spec/', false)).toBeNull();
    expect(relativeLinks('[spec](../shared/spec/README.md) [site](https://nivaas.in) [top](#commands)')).toEqual([
      '../shared/spec/README.md',
    ]);
    expect(
      codePaths('see `../shared/DESIGN.md`, `server/README.md`, `/api/v1/bond` and `schemas/<slug>.json`'),
    ).toEqual([
      { target: '../shared/DESIGN.md', fromRoot: false },
      { target: 'server/README.md', fromRoot: true },
    ]);
    expect(codePaths('an interface (server/payments/provider.server.ts), at http://localhost:3000/api/v1')).toEqual([
      { target: 'server/payments/provider.server.ts', fromRoot: true },
    ]);
    expect(PATHS.has(resolveIn('docs/decisions/001-x.md', '../architecture.md', false) ?? '')).toBe(true);
    expect(PATHS.has(resolveIn('README.md', 'docs/no-such-page.md', true) ?? '')).toBe(false);
  });
});
