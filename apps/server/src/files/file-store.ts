/** A stored file's metadata (what list answers). */
export interface FileRecord {
  id: string;
  ownerId: string;
  /** Supporting-document catalogue id (1–25), or null (e.g. the generated petition). */
  documentId: number | null;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  isTranslated: boolean;
  isGenerated: boolean;
  createdAt: number;
}

export interface NewFile {
  ownerId: string;
  documentId: number | null;
  name: string;
  mime: string;
  bytes: Uint8Array;
  isTranslated?: boolean;
  isGenerated?: boolean;
}

/**
 * Where client files live. The database backend writes bytes (sealed with AES-256-GCM) and metadata in one
 * transaction; other backends (object storage) implement the same interface and are chosen by configuration.
 * Every backend must keep the bytes encrypted at rest, `size`/`sha256` of the plain bytes, and make writes of
 * one owner atomic and serialised: parallel puts of one name leave one file, parallel replaces of one
 * document leave exactly the files of one of them (the last writer's).
 */
export interface FileStore {
  /** Stores a file; a file of the same owner and name is replaced (it keeps its id). */
  put(file: NewFile): Promise<FileRecord>;
  get(ownerId: string, name: string): Promise<{ record: FileRecord; bytes: Uint8Array } | undefined>;
  list(ownerId: string): Promise<FileRecord[]>;
  /** false when there was no such file. */
  delete(ownerId: string, name: string): Promise<boolean>;
  /** Replaces a document's non-translated (or translated) files with `files`, atomically. */
  replace(scope: { ownerId: string; documentId: number; isTranslated: boolean }, files: NewFile[]): Promise<FileRecord[]>;
}
