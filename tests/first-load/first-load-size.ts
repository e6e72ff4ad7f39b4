/**
 * The JavaScript a browser loads before anything is lazily imported, read from a build's output (not measured in
 * a browser): the files, and their gzipped size summed once each (zlib's default level, as a server compresses).
 * - The site (Remix): the manifest file itself, the entry module and its imports, and for each route the page
 *   matches (root, its layouts, the page's route) the route module and its imports, as Remix's <Scripts> preloads
 *   them; plus whatever those files import statically.
 * - The console (Vite): index.html's module scripts and modulepreload links, and their static imports, followed
 *   recursively. A dynamic import() is a later load, not the first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  /** Absolute paths of the files, sorted. */
  files: string[];
  /** Each file's gzipped size in bytes. */
  sizes: Record<string, number>;
  /** The sum of the gzipped sizes in bytes. */
  bytes: number;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

interface RemixManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

/**
 * The specifiers of a built chunk's static imports and re-exports (`import{a as b}from"./x.js"`, `import"./y.js"`,
 * `export*from"./z.js"`): relative or root-absolute paths only. A dynamic `import("./x.js")` has a parenthesis
 * after `import` and so does not match.
 */
export function staticImports(code: string): string[] {
  const pattern =
    /(?:^|[^\w$.])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?)?\s*from\s*)?["']((?:\.{1,2})?\/[^"']+)["']/g;
  return [...code.matchAll(pattern)].map((m) => m[1]);
}

/** Sums the gzipped sizes of the files and of everything they import statically, each file once. */
export function withStaticImports(start: string[], resolveRootPath: (url: string) => string): FirstLoad {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${file} is named by the build but missing: the build output is broken`);
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    for (const spec of staticImports(readFileSync(file, 'utf8')))
      queue.push(spec.startsWith('/') ? resolveRootPath(spec) : join(dirname(file), spec));
  }
  const files = [...seen].sort();
  const sizes = Object.fromEntries(files.map((f) => [f, gzipSync(readFileSync(f)).length]));
  return { files, sizes, bytes: files.reduce((sum, f) => sum + sizes[f], 0) };
}

/** The manifest file of a Remix client build (dist/site/client/assets/manifest-*.js) and what it says. */
export function readRemixManifest(clientDir: string): { file: string; manifest: RemixManifest } {
  const assets = join(clientDir, 'assets');
  const found = existsSync(assets) ? readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f)) : [];
  if (found.length !== 1)
    throw new Error(`${assets} holds ${found.length} Remix manifests (manifest-*.js), not one: build the site again`);
  const file = join(assets, found[0]);
  const text = readFileSync(file, 'utf8');
  const json = /^\s*window\.__remixManifest\s*=\s*([\s\S]*?);?\s*$/.exec(text)?.[1];
  if (!json) throw new Error(`${file} does not set window.__remixManifest`);
  return { file, manifest: JSON.parse(json) as RemixManifest };
}

/** A route's chain from root down to it (parents first). */
function chainOf(manifest: RemixManifest, route: ManifestRoute): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined)
    chain.unshift(r);
  return chain;
}

/** The path a route answers, from its chain's segments: '/', '/properties', '/properties/details/:id'. */
function fullPath(chain: ManifestRoute[]): string {
  return `/${chain
    .map((r) => r.path ?? '')
    .filter(Boolean)
    .join('/')}`;
}

/**
 * The routes the page written as `pagePath` (a route path of site/app/routes.ts: '/', '/properties/details/:id')
 * renders, root first. A path both an index route and a layout answer is the index route's (what Remix matches).
 */
export function routesFor(manifest: RemixManifest, pagePath: string): ManifestRoute[] {
  const candidates = Object.values(manifest.routes)
    .map((route) => chainOf(manifest, route))
    .filter((chain) => fullPath(chain) === posix.normalize(`/${pagePath}`).replace(/(.)\/$/, '$1'))
    .filter((chain) => !Object.values(manifest.routes).some((r) => r.parentId === chain.at(-1)!.id));
  const chain = candidates.find((c) => c.at(-1)!.index) ?? candidates[0];
  if (!chain) throw new Error(`no route of the site's manifest answers ${pagePath}`);
  return chain;
}

/** The site's first load of one page, from its client build folder (dist/site/client). */
export function siteFirstLoad(clientDir: string, pagePath: string): FirstLoad {
  const { file, manifest } = readRemixManifest(clientDir);
  const urls = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const route of routesFor(manifest, pagePath)) urls.push(route.module, ...(route.imports ?? []));
  const fromRoot = (url: string) => join(clientDir, url);
  return withStaticImports([file, ...urls.map(fromRoot)], fromRoot);
}

/** The console's first load, from its build folder (dist/admin) served under `base` ('/admin/'). */
export function consoleFirstLoad(adminDir: string, base = '/admin/'): FirstLoad {
  const index = join(adminDir, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} is missing: build the console`);
  const html = readFileSync(index, 'utf8');
  // Attributes in any order: <script type="module" src>, <link rel="modulepreload" href>.
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1];
  const urls = [...html.matchAll(/<(script|link)\b[^>]*>/g)].flatMap(([tag, kind]) => {
    const url = kind === 'script' ? attribute(tag, 'src') : attribute(tag, 'href');
    const module = kind === 'script' ? attribute(tag, 'type') === 'module' : attribute(tag, 'rel') === 'modulepreload';
    return module && url ? [url] : [];
  });
  if (!urls.length) throw new Error(`${index} loads no module script`);
  const fromRoot = (url: string) => join(adminDir, url.startsWith(base) ? url.slice(base.length) : url);
  return withStaticImports(urls.map(fromRoot), fromRoot);
}
