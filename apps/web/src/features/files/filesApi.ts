import { api, apiRequest, type ApiResult } from '../../api/client.ts';

/** A stored file as POST /api/file/client/files/{email} lists it (apps/server/src/files/file-store.ts). */
export interface StoredFile {
  id?: string;
  fileName: string;
  /** Supporting-document catalogue id (1–25), or null (e.g. the generated petition). */
  documentId: number | null;
  mime?: string;
  size?: number;
  isTranslated: boolean;
  isGenerated: boolean;
  /** What the user wrote about the upload (date, place, who), if anything. */
  caption?: string;
}

export interface EditLink {
  editLink: string;
  documentId: string;
}

const e = encodeURIComponent;

/** The spec §7 answer is 'a list of file names'; the server sends records. Both shapes are read. */
function normalize(raw: unknown): StoredFile[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): StoredFile[] => {
    if (typeof item === 'string') return [{ fileName: item, documentId: null, isTranslated: false, isGenerated: false }];
    if (!item || typeof item !== 'object') return [];
    const r = item as Record<string, unknown>;
    const fileName = typeof r.fileName === 'string' ? r.fileName : typeof r.name === 'string' ? r.name : null;
    if (!fileName) return [];
    return [
      {
        id: typeof r.id === 'string' ? r.id : undefined,
        fileName,
        documentId: typeof r.documentId === 'number' ? r.documentId : null,
        mime: typeof r.mime === 'string' ? r.mime : undefined,
        size: typeof r.size === 'number' ? r.size : undefined,
        isTranslated: r.isTranslated === true,
        isGenerated: r.isGenerated === true,
        ...(typeof r.caption === 'string' && r.caption ? { caption: r.caption } : {}),
      },
    ];
  });
}

/** The file and PDF calls of spec §7, all through the shared API client. */
export const filesApi = {
  async list(email: string): Promise<ApiResult<StoredFile[]>> {
    const r = await api.post<unknown>(`/file/client/files/${e(email)}`);
    return r.ok ? { ...r, data: normalize(r.data) } : r;
  },
  /**
   * Multipart: one `file` part per file, `fileId` (catalogue id), `isTranslatedFile` and `replace` (true: these
   * files replace the document's stored ones of that kind; false: they are added; the server's default is true), and
   * an optional `caption` kept with the file(s).
   */
  upload(email: string, o: { fileId: number; files: readonly File[]; isTranslatedFile: boolean; replace?: boolean; caption?: string }) {
    const form = new FormData();
    form.append('fileId', String(o.fileId));
    form.append('isTranslatedFile', String(o.isTranslatedFile));
    form.append('replace', String(o.replace ?? true));
    if (o.caption?.trim()) form.append('caption', o.caption.trim());
    for (const f of o.files) form.append('file', f, f.name);
    return api.upload<unknown>(`/file/client/upload/${e(email)}`, form);
  },
  /** Sets the caption of an upload ('' removes it). */
  setCaption: (email: string, fileName: string, caption: string) => api.post<{ fileName: string; caption: string }>(`/file/caption/${e(email)}/${e(fileName)}`, { caption }),
  download: (email: string, fileName: string) => api.blob(`/file/client/download/${e(email)}/${e(fileName)}`),
  remove: (email: string, fileName: string) => api.delete<unknown>(`/file/delete/${e(email)}/${e(fileName)}`),
  editLink: (email: string, fileName: string) => api.get<EditLink>(`/pdf/${e(email)}/${e(fileName)}`),
  /** The edited PDF bytes as the body (Content-Type: application/pdf). */
  replace: (documentId: string, email: string, fileName: string, bytes: Uint8Array) =>
    apiRequest<unknown>(`/pdf/replace/${e(documentId)}/${e(email)}/${e(fileName)}`, {
      method: 'POST',
      binary: { body: new Blob([bytes.slice()], { type: 'application/pdf' }), type: 'application/pdf' },
    }),
};

export const isPdfName = (name: string) => /\.pdf$/i.test(name);
