import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

import { type FileStorage, safeKey } from './storage.server.ts';

/** Files under one folder (`${dataDir}/uploads`); a key never leads outside it. */
export function localStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const safe = safeKey(key);
    const path = safe && resolve(join(base, safe));
    if (!path || !path.startsWith(base + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temp, data, { flag: 'wx', mode: 0o644 });
      await rename(temp, path);
    },
    async size(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? info.size : undefined;
      } catch {
        return undefined;
      }
    },
    async open(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
  };
}
