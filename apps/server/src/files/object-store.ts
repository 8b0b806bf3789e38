/**
 * Where sealed file bytes go when they are not in the database (issue 22.5): a bucket of an S3-compatible service
 * (files/s3-object-store.ts). Bodies are sealed before they get here; keys are chosen by the file store
 * (files/object-keys.ts), never from user input.
 */
export interface ObjectStore {
  /** `s3://host:port/bucket/prefix` for messages and logs (no credentials). */
  readonly label: string;
  put(key: string, body: Uint8Array): Promise<void>;
  /** The object's bytes; undefined when there is no such object. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes the object; no such object is no error. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix`. */
  list(prefix: string): Promise<string[]>;
  /** Resolves when the bucket answers with these credentials; else throws FileStorageError. */
  check(): Promise<void>;
  close(): void;
}

/**
 * The file storage could not be reached or answered with an error (or a file's row is in object storage and S3_URL
 * is not set). A request that meets it answers 503 with a plain message (http/error-handler.ts); the message here is
 * for the log and the CLI: the operation, the storage and the service's error name — never credentials or file names.
 */
export class FileStorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileStorageError';
  }
}
