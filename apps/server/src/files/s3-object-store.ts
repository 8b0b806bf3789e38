import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { FileStorageError, type ObjectStore } from './object-store.ts';
import type { S3Settings } from './s3-url.ts';

interface SdkError {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

/** What went wrong, from the error's name, code and HTTP status only: SDK messages may quote the request. */
function describe(err: unknown): string {
  const e = (err ?? {}) as SdkError;
  const status = e.$metadata?.httpStatusCode;
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN' || e.code === 'ETIMEDOUT' || e.name === 'TimeoutError') {
    return `no answer (${e.code ?? e.name})`;
  }
  if (status === 403) return `access denied (${e.name ?? 403}): check the access key and secret, and that they may use the bucket`;
  if (status === 404 && (e.name === 'NotFound' || e.name === 'NoSuchBucket')) return 'the bucket does not exist';
  if (status === 301) return 'the bucket is in another region (set ?region=)';
  return [e.name ?? 'error', status].filter(Boolean).join(' ');
}

const isMissing = (err: unknown): boolean => {
  const e = (err ?? {}) as SdkError;
  return e.name === 'NoSuchKey' || (e.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket');
};

/**
 * ObjectStore on an S3-compatible bucket with the AWS SDK v3. Checksums only where the API requires them (several
 * S3-compatible servers reject the SDK's default CRC32 trailers; integrity comes from the AES-GCM seal and the
 * sha256 the file store checks). Every failure becomes a FileStorageError naming the operation, never the key.
 */
export function createS3ObjectStore(s: S3Settings): ObjectStore {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
  });
  const key = (k: string) => `${s.prefix}${k}`;
  const fail = (operation: string, err: unknown) => new FileStorageError(`Object storage ${s.label}: ${operation} failed: ${describe(err)}`);
  const run = async <T>(operation: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      throw fail(operation, err);
    }
  };
  return {
    label: s.label,
    put: (k, body) => run('writing a file', async () => void (await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: key(k), Body: body, ContentLength: body.byteLength, ContentType: 'application/octet-stream' })))),
    async get(k) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key(k) }));
        return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw fail('reading a file', err);
      }
    },
    delete: (k) => run('removing a file', async () => void (await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key(k) })))),
    list: (prefix) =>
      run('listing files', async () => {
        const keys: string[] = [];
        let token: string | undefined;
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket: s.bucket, Prefix: key(prefix), ContinuationToken: token }));
          for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key.slice(s.prefix.length));
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return keys;
      }),
    check: () => run(`reaching bucket "${s.bucket}"`, async () => void (await client.send(new HeadBucketCommand({ Bucket: s.bucket })))),
    close: () => client.destroy(),
  };
}
