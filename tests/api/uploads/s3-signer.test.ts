import { describe, expect, it } from 'vitest';
import { EMPTY_SHA256, signS3 } from '../../../server/uploads/s3-signer.server.ts';
import { s3OptionsFrom } from '../../../server/uploads/s3-storage.server.ts';

const creds = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };

describe('S3 request signing (SigV4)', () => {
  it('signs the GET Object example of the AWS documentation to the documented signature', () => {
    const headers = signS3('GET', new URL('https://examplebucket.s3.amazonaws.com/test.txt'), { Range: 'bytes=0-9' }, EMPTY_SHA256, creds, new Date('2013-05-24T00:00:00Z'));
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('is chosen only when S3_BUCKET is set, and then needs keys', () => {
    expect(s3OptionsFrom({})).toBeUndefined();
    expect(() => s3OptionsFrom({ S3_BUCKET: 'b' })).toThrow('S3_ACCESS_KEY_ID');
    expect(s3OptionsFrom({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatchObject({ bucket: 'b', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000' });
  });
});
