import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { parseS3Url } from './s3-url.ts';

const SECRET = 'wJalr%2FXUtnFEMI%2BK7MDENG';

describe('S3_URL', () => {
  it('reads s3://KEY:SECRET@host:port/bucket/prefix with its parameters (secret percent-decoded)', () => {
    expect(parseS3Url(`s3://AKIA123:${SECRET}@minio.internal:9000/i129f-files/prod/eu?region=eu-west-1&tls=false&forcePathStyle=true`)).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'i129f-files',
      prefix: 'prod/eu/',
      region: 'eu-west-1',
      forcePathStyle: true,
      accessKeyId: 'AKIA123',
      secretAccessKey: 'wJalr/XUtnFEMI+K7MDENG',
      label: 's3://minio.internal:9000/i129f-files/prod/eu',
    });
  });

  it('defaults: https, us-east-1, path-style, no prefix; https:// and http:// say the protocol themselves', () => {
    expect(parseS3Url('s3://k:s@s3.example.com/files')).toMatchObject({ endpoint: 'https://s3.example.com', region: 'us-east-1', forcePathStyle: true, prefix: '' });
    expect(parseS3Url('https://k:s@s3.example.com/files?forcePathStyle=false')).toMatchObject({ endpoint: 'https://s3.example.com', forcePathStyle: false });
    expect(parseS3Url('http://k:s@127.0.0.1:4569/files').endpoint).toBe('http://127.0.0.1:4569');
  });

  it.each([
    ['not a URL', 'files bucket', /not a URL/],
    ['another scheme', `ftp://k:${SECRET}@h/files`, /scheme must be s3, https or http/],
    ['no credentials', 's3://h/files', /access key and secret are missing/],
    ['no secret', 's3://k@h/files', /access key and secret are missing/],
    ['no bucket', `s3://k:${SECRET}@h/`, /no bucket/],
    ['a bad bucket name', `s3://k:${SECRET}@h/Files_Bucket`, /not a valid bucket name/],
    ['an unknown parameter', `s3://k:${SECRET}@h/files?secure=no`, /unknown parameter "secure"/],
    ['a bad flag', `s3://k:${SECRET}@h/files?tls=yes`, /tls must be true or false/],
    ['tls= with https', `https://k:${SECRET}@h/files?tls=false`, /tls= is for s3:\/\//],
    ['bad percent-encoding', 's3://k:%E0%A4%A@h/files', /not validly percent-encoded/],
  ])('refuses %s with a message that never shows the secret', (_what, url, message) => {
    expect(() => parseS3Url(url)).toThrow(message);
    try {
      parseS3Url(url);
    } catch (e) {
      expect((e as Error).message).toMatch(/^S3_URL: /);
      expect((e as Error).message).not.toContain('wJalr');
    }
  });

  it('is checked when the environment is read; FILE_STORAGE follows it unless set', () => {
    expect(() => loadConfig({ S3_URL: `s3://k:${SECRET}@h/Bad_Bucket` })).toThrow(/^Invalid environment:\n {2}S3_URL: .*not a valid bucket name/);
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/FILE_STORAGE: s3 needs S3_URL/);
    expect(loadConfig({}).fileStorage).toBe('db');
    expect(loadConfig({ S3_URL: `s3://k:${SECRET}@h/files` })).toMatchObject({ fileStorage: 's3', s3: { bucket: 'files' } });
    expect(loadConfig({ S3_URL: `s3://k:${SECRET}@h/files`, FILE_STORAGE: 'db' }).fileStorage).toBe('db');
  });
});
