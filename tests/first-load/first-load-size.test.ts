import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, describe, expect, it } from 'vitest';

import { consoleFirstLoad, siteFirstLoad, staticImports } from './first-load-size.ts';

const dir = mkdtempSync(join(tmpdir(), 'nivaas-first-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a file (folders made as needed) and returns its path. */
function put(path: string, text: string): string {
  const file = join(dir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

const names = (files: string[]) => files.map((f) => basename(f)).sort();
const gzipped = (files: string[]) => files.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);

describe('static imports of a built chunk', () => {
  it('reads import and re-export statements, minified or not, and leaves dynamic import() out', () => {
    const code = [
      'import{j as e,r as t}from"./index-a1.js";',
      'import"./side-effect.js";',
      "import React, { useState } from './react.js';",
      'import*as M from"../up.js";export*from"./re.js";export{x as y}from"/assets/abs.js";',
      'const lazy=()=>import("./lazy.js");__vitePreload(()=>import("./later.js"),[]);',
      'const s="import";const u="/not-an-import.js";',
    ].join('\n');
    expect(staticImports(code)).toEqual([
      './index-a1.js',
      './side-effect.js',
      './react.js',
      '../up.js',
      './re.js',
      '/assets/abs.js',
    ]);
  });
});

describe('the site first load from a Remix manifest', () => {
  const client = join(dir, 'site/client');
  const asset = (name: string, text: string) => put(`site/client/assets/${name}`, text);
  const files = {
    entry: asset('entry.client-1.js', 'import{a}from"./shared-1.js";console.log("entry")'),
    shared: asset('shared-1.js', 'import"./deep-1.js";export const a=1;'.repeat(20)),
    deep: asset('deep-1.js', 'export const deep="reached only through a static import";'),
    root: asset('root-1.js', 'import{a}from"./shared-1.js";const l=()=>import("./dialog-1.js");'),
    dialog: asset('dialog-1.js', 'export default "lazy: not first load";'.repeat(50)),
    layout: asset('layout-1.js', 'export const layout=1;'),
    home: asset('front-page-1.js', 'export const home="the front page";'),
    properties: asset('properties-1.js', 'export const list="the search";'),
    details: asset('details-1.js', 'export const details="one property";'),
  };
  const route = (id: string, module: string, extra: Record<string, unknown>) => ({
    id,
    module: `/assets/${module}`,
    imports: ['/assets/shared-1.js'],
    ...extra,
  });
  const manifest = asset(
    'manifest-abc123.js',
    `window.__remixManifest=${JSON.stringify({
      entry: { module: '/assets/entry.client-1.js', imports: ['/assets/shared-1.js'] },
      routes: {
        root: route('root', 'root-1.js', { path: '' }),
        layout: route('layout', 'layout-1.js', { parentId: 'root' }),
        home: route('home', 'front-page-1.js', { parentId: 'layout', index: true }),
        'home-alias': route('home-alias', 'front-page-1.js', { parentId: 'layout', path: 'home' }),
        properties: route('properties', 'properties-1.js', { parentId: 'layout', path: 'properties' }),
        details: route('details', 'details-1.js', { parentId: 'layout', path: 'properties/details/:id' }),
      },
    })};`,
  );

  it('counts the manifest, the entry, each matched route module and their static imports, each once', () => {
    const home = siteFirstLoad(client, '/');
    const expected = [manifest, files.entry, files.shared, files.deep, files.root, files.layout, files.home];
    expect(names(home.files)).toEqual(names(expected));
    expect(home.bytes).toBe(gzipped(expected));
    expect(home.sizes[files.shared]).toBe(gzipSync(readFileSync(files.shared)).length);
  });

  it('measures a page by its route path, nested routes included, without the other pages', () => {
    const details = siteFirstLoad(client, '/properties/details/:id');
    expect(names(details.files)).toContain('details-1.js');
    expect(names(details.files)).not.toContain('properties-1.js');
    expect(names(details.files)).not.toContain('front-page-1.js');
    expect(names(details.files)).not.toContain('dialog-1.js');
  });

  it('fails naming a page no route answers', () => {
    expect(() => siteFirstLoad(client, '/nowhere')).toThrow(/no route .* answers \/nowhere/);
  });
});

describe('the console first load from index.html', () => {
  const admin = join(dir, 'admin');
  const entry = put('admin/assets/index-1.js', 'import{c}from"./vendor-1.js";const l=()=>import("./screen-1.js");');
  const vendor = put('admin/assets/vendor-1.js', 'import"./icons-1.js";export const c=1;'.repeat(30));
  const icons = put('admin/assets/icons-1.js', 'export const i=1;');
  const preloaded = put('admin/assets/preloaded-1.js', 'export const p=1;');
  put('admin/assets/screen-1.js', 'export default "a screen loaded on first need";');
  put(
    'admin/index.html',
    `<!doctype html><html><head>
      <script type="module" crossorigin src="/admin/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/admin/assets/preloaded-1.js">
      <link rel="icon" href="/admin/favicon.svg">
    </head><body></body></html>`,
  );

  it('counts the entry script, the modulepreloads and their static imports, not the lazy screens', () => {
    const load = consoleFirstLoad(admin);
    expect(names(load.files)).toEqual(names([entry, vendor, icons, preloaded]));
    expect(load.bytes).toBe(gzipped([entry, vendor, icons, preloaded]));
  });

  it('fails clearly when the console is not built', () => {
    expect(() => consoleFirstLoad(join(dir, 'missing'))).toThrow(/index\.html is missing: build the console/);
  });
});
