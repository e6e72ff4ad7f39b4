import { randomBytes } from 'node:crypto';

import { KINDS } from './file-kinds.ts';
import { isPrivateFolder, PRIVATE_PREFIX } from './private-files.server.ts';
import type { ReceivedFile } from './receive-upload.server.ts';
import type { FileStorage } from './storage.server.ts';

/** The URL path files are served under. */
export const UPLOADS_PATH = '/uploads';

/** The folder for an upload `type`: lower-case letters, digits and dashes, else `files`. */
export function folderFor(type: string): string {
  const folder = type
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 32);
  return /^[a-z0-9]/.test(folder) ? folder : 'files';
}

/**
 * Stores a checked file under a random name with the extension of what it really is (never the
 * client's name) and answers its absolute URL; documents go under `private/` (private-files.server.ts).
 */
export async function storeUpload(
  storage: FileStorage,
  publicUrl: string,
  type: string,
  file: ReceivedFile,
): Promise<string> {
  const kind = KINDS[file.kind];
  const folder = folderFor(type);
  const key = `${isPrivateFolder(folder) ? PRIVATE_PREFIX : ''}${folder}/${randomBytes(16).toString('hex')}.${kind.ext}`;
  await storage.put(key, file.data, kind.mime);
  return `${publicUrl.replace(/\/+$/, '')}${UPLOADS_PATH}/${key}`;
}
