import { join } from 'node:path';

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

import { ApiError, forbidden } from '#engine/runtime/errors.ts';
import { messages } from '#generated/messages.ts';

import type { AppConfig } from '../config.server.ts';
import type { DomainContext } from '../domain-context.ts';
import { requireUser } from '../http/guards.server.ts';
import { localStorage } from './operations/local-storage.server.ts';
import {
  LINK_TTL_SECONDS,
  linkIsValid,
  PRIVATE_PREFIX,
  privateKeyOf,
  signPrivateUrls,
} from './operations/private-files.server.ts';
import { MULTIPART_LIMITS, receiveUpload } from './operations/receive-upload.server.ts';
import { s3OptionsFrom, s3Storage } from './operations/s3-storage.server.ts';
import { answerFor, keyFromUrl, sendStoredFile } from './operations/serve-file.server.ts';
import { type FileStorage, safeKey } from './operations/storage.server.ts';
import { storeUpload } from './operations/store-upload.server.ts';

/** An S3-compatible bucket when S3_BUCKET is set, else `${dataDir}/uploads`. */
export function fileStorage(config: AppConfig, env: NodeJS.ProcessEnv = process.env): FileStorage {
  const s3 = s3OptionsFrom(env);
  return s3 ? s3Storage(s3) : localStorage(join(config.dataDir, 'uploads'));
}

/** Property photo batches (bulk image tool): at most this many files per request. */
export const MAX_BATCH = 20;
const tags = ['Uploads'];

/**
 * Uploads (spec 002 §7): POST /api/v1/upload/uploadToS3 (one file) and /multiple (a batch), checked by
 * content, type and size; GET /uploads/* serves the stored files read-only; POST
 * /api/v1/download/downloadFromS3 hands a stored file back as a download.
 */
export async function register(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const storage = fileStorage(ctx.config);
  const { publicUrl, authSecret } = ctx.config;

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

    scope.post(
      '/api/v1/upload/uploadToS3',
      { schema: { tags, summary: 'Upload one file (fields: type, file)', consumes: ['multipart/form-data'] } },
      async (req) => {
        requireUser(req.actor);
        const { type, files } = await receiveUpload(req, { maxFiles: 1, field: 'file' });
        return { url: await storeUpload(storage, publicUrl, type, files[0]) };
      },
    );

    scope.post(
      '/api/v1/upload/uploadToS3/multiple',
      {
        schema: {
          tags,
          summary: 'Upload several files (fields: type=property, files)',
          consumes: ['multipart/form-data'],
        },
      },
      async (req) => {
        requireUser(req.actor);
        const { type, files } = await receiveUpload(req, {
          maxFiles: MAX_BATCH,
          field: 'files',
          bulk: true,
          defaultType: 'property',
        });
        const urls: string[] = [];
        for (const file of files) urls.push(await storeUpload(storage, publicUrl, type, file));
        return { urls };
      },
    );
  });

  // Private addresses in any JSON answer to a signed-in caller leave signed (see private-files.server.ts).
  app.addHook('preSerialization', async (req, _reply, payload) =>
    req.actor && req.actor.kind !== 'anonymous' && payload && typeof payload === 'object'
      ? signPrivateUrls(payload, authSecret)
      : payload,
  );

  app.get(
    '/uploads/*',
    { schema: { tags, summary: 'A stored file (read-only; private files need their signed link)' } },
    async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      if (key.startsWith(PRIVATE_PREFIX)) {
        const { exp, sig } = (req.query ?? {}) as Record<string, unknown>;
        if (!linkIsValid(authSecret, key, exp, sig)) throw forbidden(messages.upload.linkExpired);
        // In a bucket, the checked link becomes a presigned GET of about an hour: the bytes skip this process.
        const safe = safeKey(key);
        if (storage.presignedUrl && safe) {
          const location = await storage.presignedUrl(safe, LINK_TTL_SECONDS, answerFor(safe, { privateFile: true }));
          return reply.header('Cache-Control', 'private, no-store').redirect(location, 302);
        }
      }
      return sendStoredFile(storage, key, reply, {
        range: req.headers.range,
        privateFile: key.startsWith(PRIVATE_PREFIX),
      });
    },
  );

  app.post(
    '/api/v1/download/downloadFromS3',
    { schema: { tags, summary: 'Download a stored file by its URL' } },
    async (req, reply) => {
      requireUser(req.actor);
      const url = (req.body as { url?: unknown } | undefined)?.url;
      const key = keyFromUrl(url);
      if (!key)
        throw new ApiError(400, 'validation_failed', messages.upload.notUploadedUrl, {
          url: messages.upload.notUploadedUrl,
        });
      if (key.startsWith(PRIVATE_PREFIX)) {
        const signed = privateKeyOf(String(url));
        const actor = req.actor;
        if (!(actor.kind !== 'anonymous' && actor.internal) && !linkIsValid(authSecret, key, signed?.exp, signed?.sig))
          throw forbidden(messages.upload.linkExpired);
      }
      return sendStoredFile(storage, key, reply, { download: true, privateFile: key.startsWith(PRIVATE_PREFIX) });
    },
  );
}
