import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { CONSOLE_MANIFEST_FIELDS } from '#engine/runtime/manifest-entry.ts';

/**
 * The console's copy of generated/manifest.ts keeps only CONSOLE_MANIFEST_FIELDS of each schema. The full
 * manifest (descriptions, field lists, x-db, x-ui, x-api) is the server's and the generator's: 18 kB of the
 * first load gzipped, against 4 kB for what the menu, the resources and their notices need.
 */
function consoleManifest(): Plugin {
  return {
    name: 'nivaas-console-manifest',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('/generated/manifest.ts')) return null;
      const source = readFileSync(id, 'utf8');
      const start = source.indexOf('export const manifest = ');
      const end = source.indexOf('} as const satisfies', start);
      if (start < 0 || end < 0) this.error('generated/manifest.ts no longer has the shape the console build expects');
      const full = JSON.parse(source.slice(start + 'export const manifest = '.length, end + 1)) as Record<string, any>;
      const slim = Object.fromEntries(
        Object.entries(full).map(([slug, entry]) => [
          slug,
          Object.fromEntries(CONSOLE_MANIFEST_FIELDS.filter((f) => f in entry).map((f) => [f, entry[f]])),
        ]),
      );
      return `export const manifest = ${JSON.stringify(slim)};\nexport const slugs = Object.keys(manifest);\n`;
    },
  };
}

/** The staff console: `npm run build` writes dist/admin, served at /admin by `npm start`. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [consoleManifest(), react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/admin', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      onwarn(warning, warn) {
        // ra-core's util/index.js re-exports FieldTitle, which imports back into ra-core. FieldTitle serves only the
        // lazily loaded inputs and tables, so it sits in their chunk while util/index.js sits in the entry, and
        // Rollup warns that the two chunks might import each other. They do not: the entry chunk imports no other
        // chunk (checked on the build of 2026-11-27), so the order of execution holds. Other warnings still show.
        if (
          warning.code === 'CYCLIC_CROSS_CHUNK_REEXPORT' &&
          warning.exporter?.endsWith('ra-core/dist/util/FieldTitle.js')
        )
          return;
        warn(warning);
      },
    },
    // The entry chunk is what the sign-in page and the console's frame need (React, react-admin's core, MUI's
    // frame, the session); every screen is a chunk of its own, loaded on its first visit. See docs/performance.md.
    chunkSizeWarningLimit: 1000,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
