import type { Readable } from 'node:stream';

import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import { type FileStorage, safeKey } from './storage.server.ts';

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible endpoint (MinIO, R2...): path-style addressing. Without it, AWS virtual-hosted style. */
  endpoint?: string;
  /** Prefix of every key in the bucket. */
  prefix?: string;
}

/** The S3 settings from the environment (S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX), or undefined. */
export function s3OptionsFrom(env: NodeJS.ProcessEnv): S3Options | undefined {
  if (!env.S3_BUCKET) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    prefix: env.S3_PREFIX ?? 'uploads',
    accessKeyId,
    secretAccessKey,
  };
}

/** A missing object: S3 answers 404, or 403 when the caller may not list the bucket. */
const isMissing = (e: unknown) =>
  e instanceof S3ServiceException && (e.$metadata.httpStatusCode === 404 || e.$metadata.httpStatusCode === 403);

/** Files in an S3-compatible bucket through the AWS SDK (decision 017). */
export function s3Storage(options: S3Options): FileStorage {
  // On Node 20 the SDK warns that its releases after the first week of January 2027 need Node 22 (the README
  // says so); its own switch keeps that warning out of every server and test log unless the operator set it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    // Checksums only where an operation needs one: S3-compatible stores do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const keyOf = (key: string): string => {
    const safe = safeKey(key);
    if (!safe) throw new Error(`unsafe storage key: ${key}`);
    return [options.prefix, safe].filter(Boolean).join('/');
  };
  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      );
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return head.ContentLength ?? 0;
      } catch (e) {
        if (isMissing(e)) return undefined;
        throw e;
      }
    },
    async open(key, range) {
      const res = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!res.Body) throw new Error(`S3 GET ${key}: no body`);
      return res.Body as Readable;
    },
    presignedUrl(key, seconds, answer) {
      const command = new GetObjectCommand({
        Bucket,
        Key: keyOf(key),
        ResponseContentType: answer.contentType,
        ResponseContentDisposition: answer.disposition,
        ResponseCacheControl: answer.cacheControl,
      });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
  };
}
