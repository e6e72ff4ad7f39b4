import { Readable } from 'node:stream';
import { EMPTY_SHA256, sha256Hex, signS3, type S3Credentials } from './s3-signer.server.ts';
import { safeKey, type FileStorage } from './storage.server.ts';

export interface S3Options extends S3Credentials {
  bucket: string;
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
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too');
  return { bucket: env.S3_BUCKET, region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1', endpoint: env.S3_ENDPOINT || undefined, prefix: env.S3_PREFIX ?? 'uploads', accessKeyId, secretAccessKey };
}

/** Files in an S3-compatible bucket, signed with SigV4 over fetch (no SDK). */
export function s3Storage(options: S3Options): FileStorage {
  const urlOf = (key: string): URL => {
    const safe = safeKey(key);
    if (!safe) throw new Error(`unsafe storage key: ${key}`);
    const path = [options.prefix, safe].filter(Boolean).join('/');
    return options.endpoint
      ? new URL(`${options.endpoint.replace(/\/+$/, '')}/${options.bucket}/${path}`)
      : new URL(`https://${options.bucket}.s3.${options.region}.amazonaws.com/${path}`);
  };
  const call = async (method: string, key: string, headers: Record<string, string> = {}, body?: Buffer) => {
    const url = urlOf(key);
    const signed = signS3(method, url, headers, body ? sha256Hex(body) : EMPTY_SHA256, options);
    return fetch(url, { method, headers: { ...headers, ...signed }, body: body ? new Uint8Array(body) : undefined });
  };
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const res = await call('PUT', key, { 'content-type': contentType }, data);
      if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    },
    async size(key) {
      const res = await call('HEAD', key);
      if (res.status === 404 || res.status === 403) return undefined;
      if (!res.ok) throw new Error(`S3 HEAD ${key}: ${res.status}`);
      return Number(res.headers.get('content-length') ?? 0);
    },
    async open(key, range) {
      const res = await call('GET', key, range ? { range: `bytes=${range.start}-${range.end}` } : {});
      if (!res.ok || !res.body) throw new Error(`S3 GET ${key}: ${res.status}`);
      return Readable.fromWeb(res.body as any);
    },
  };
}
