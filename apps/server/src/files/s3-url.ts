/** Where files go when S3_URL is set (files/s3-object-store.ts). */
export interface S3Settings {
  /** http(s)://host[:port] of the S3 API. */
  endpoint: string;
  bucket: string;
  /** Object keys start with it ('' or 'a/b/'): several deployments may share a bucket. */
  prefix: string;
  region: string;
  /** Path-style addresses (endpoint/bucket/key): MinIO, Ceph, Garage, s3rver…; false: bucket.endpoint/key (AWS). */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** For messages and logs: `s3://host:port/bucket/prefix`, never the credentials. */
  label: string;
}

export const S3_URL_FORMAT = 's3://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=us-east-1&tls=true&forcePathStyle=true]';

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PARAMS = new Set(['region', 'tls', 'forcePathStyle']);

/** A readable problem with S3_URL. Its message never holds the secret (nor the key id). */
export class S3UrlError extends Error {
  constructor(problem: string) {
    super(`S3_URL: ${problem} (format: ${S3_URL_FORMAT}; percent-encode '/', '+', '@' or ':' inside the key or secret)`);
    this.name = 'S3UrlError';
  }
}

const flag = (value: string | null, name: string, fallback: boolean): boolean => {
  if (value === null) return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new S3UrlError(`${name} must be true or false`);
};

const decode = (part: string, what: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new S3UrlError(`the ${what} is not validly percent-encoded`);
  }
};

/**
 * Parses S3_URL. `s3://` is https unless `tls=false`; `http://` and `https://` say it themselves. Defaults: region
 * us-east-1, forcePathStyle true (what S3-compatible servers expect; AWS takes both).
 */
export function parseS3Url(text: string): S3Settings {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new S3UrlError('not a URL');
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (!['s3', 'http', 'https'].includes(scheme)) throw new S3UrlError(`the scheme must be s3, https or http, not "${scheme}"`);
  if (!url.hostname) throw new S3UrlError('no host');
  if (!url.username || !url.password) throw new S3UrlError('the access key and secret are missing (s3://ACCESS_KEY:SECRET@host/bucket)');
  for (const name of url.searchParams.keys()) if (!PARAMS.has(name)) throw new S3UrlError(`unknown parameter "${name}" (known: ${[...PARAMS].join(', ')})`);
  const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean).map((p) => decode(p, 'path'));
  if (!BUCKET.test(bucket)) throw new S3UrlError(bucket ? `"${bucket}" is not a valid bucket name (3–63 lower-case letters, digits, dots and hyphens)` : 'no bucket (the first part of the path)');
  const tls = scheme === 's3' ? flag(url.searchParams.get('tls'), 'tls', true) : scheme === 'https';
  if (scheme !== 's3' && url.searchParams.has('tls')) throw new S3UrlError('tls= is for s3:// URLs; http:// and https:// say it themselves');
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw new S3UrlError(`"${region.slice(0, 40)}" is not a region name`);
  const prefix = rest.length ? `${rest.join('/')}/` : '';
  const host = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  return {
    endpoint: `${tls ? 'https' : 'http'}://${host}`,
    bucket,
    prefix,
    region,
    forcePathStyle: flag(url.searchParams.get('forcePathStyle'), 'forcePathStyle', true),
    accessKeyId: decode(url.username, 'access key'),
    secretAccessKey: decode(url.password, 'secret'),
    label: `s3://${host}/${bucket}${prefix ? `/${prefix.slice(0, -1)}` : ''}`,
  };
}
