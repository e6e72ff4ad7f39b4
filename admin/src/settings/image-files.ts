import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';

/** The bulk image tool takes PNG and JPEG only (spec 002 §5), each under 2 MB (§9). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Files per request: the server's batch limit for /upload/uploadToS3/multiple. */
export const BATCH = 20;

/** Why `file` cannot be sent (the specification's message), or undefined when it can. */
export function imageProblem(file: File): string | undefined {
  const byName = /\.(png|jpe?g)$/i.test(file.name);
  if (!IMAGE_TYPES.includes(file.type) || !byName)
    return fillMessage(messages.upload.bulkImageType, { name: file.name });
  if (file.size > MAX_IMAGE_BYTES) return `${file.name}: ${messages.upload.imageSize}`;
  return undefined;
}

/** Files in groups of `size`. */
export function batches<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
