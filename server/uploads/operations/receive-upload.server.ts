import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

import { ApiError } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { refuseBadText } from '#engine/runtime/text-rule.ts';
import { messages } from '#generated/messages.ts';

import { FileCheck, typeMessage } from './file-check.ts';
import { familiesFor, type KindName, KINDS, LARGEST_FILE } from './file-kinds.ts';

export interface ReceivedFile {
  kind: KindName;
  data: Buffer;
  /** The client's name, for messages only: never used to store the file. */
  filename: string;
}

export interface Received {
  type: string;
  files: ReceivedFile[];
}

const NO_FILE = messages.upload.noFile;
/** Multipart limits: the largest accepted file (a 40 MB video), a handful of short fields. */
export const MULTIPART_LIMITS = { fileSize: LARGEST_FILE, fields: 10, fieldSize: 200, parts: 40, headerPairs: 100 };

const refuse = (field: string, message: string, status = 400) =>
  new ApiError(status, status === 413 ? 'file_too_large' : 'invalid_file', message, { [field]: message });

/**
 * Reads a multipart upload: the `type` field and up to `maxFiles` files, each checked by its content
 * (magic bytes), its declared type and its size while it arrives; its text fields and file names
 * follow the text rule of every input (text-rule.ts). All or nothing: one refused file
 * refuses the request and nothing is kept.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { maxFiles: number; field: string; bulk?: boolean; defaultType?: string },
): Promise<Received> {
  if (!request.isMultipart())
    throw new ApiError(415, 'unsupported_media_type', messages.upload.sendMultipart, { [options.field]: NO_FILE });
  let type = options.defaultType ?? '';
  const checks: { check: FileCheck; filename: string }[] = [];
  try {
    for await (const part of request.parts({ limits: { files: options.maxFiles } })) {
      if (part.type === 'field') {
        refuseBadText({ [part.fieldname]: part.value }, '');
        if (part.fieldname === 'type' && typeof part.value === 'string' && part.value.trim()) type = part.value.trim();
        continue;
      }
      refuseBadText(part.filename, options.field);
      const check = new FileCheck(type, part.filename, part.mimetype);
      for await (const chunk of part.file) check.push(chunk as Buffer);
      if (part.file.truncated && !check.refusal) throw refuse(options.field, messages.upload.fileTooLarge, 413);
      checks.push({ check, filename: part.filename ?? '' });
    }
  } catch (e) {
    throw translate(e, options.field, options.maxFiles);
  }
  if (!checks.length) throw refuse(options.field, NO_FILE);
  const allowed = familiesFor(type);
  const files: ReceivedFile[] = [];
  for (const { check, filename } of checks) {
    const result = check.finish();
    const message = !result.ok
      ? result.message
      : !allowed.includes(KINDS[result.kind].family)
        ? typeMessage(allowed[0])
        : undefined;
    if (message) {
      const bulkType = options.bulk && message === messages.upload.imageType;
      throw refuse(
        options.field,
        bulkType ? messages.upload.bulkImageType.replace('{name}', filename || 'file') : message,
      );
    }
    if (result.ok) files.push({ kind: result.kind, data: result.data, filename });
  }
  return { type, files };
}

function translate(e: unknown, field: string, maxFiles: number): unknown {
  if (e instanceof ApiError) return e;
  const code = (e as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(field, messages.upload.fileTooLarge, 413);
  if (code === 'FST_FILES_LIMIT')
    return refuse(
      field,
      fillMessage(messages.upload.tooManyFiles, { max: maxFiles, plural: maxFiles === 1 ? '' : 's' }),
    );
  if (
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FIELDS_LIMIT' ||
    code === 'FST_PROTO_VIOLATION' ||
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
  ) {
    return refuse(field, messages.upload.formInvalid);
  }
  if (e instanceof Error && /multipart|boundary|Unexpected end/i.test(e.message))
    return refuse(field, messages.upload.formInvalid);
  return e;
}
