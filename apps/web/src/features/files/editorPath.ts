import type { EditLink } from './filesApi.ts';

/**
 * Where the editor opens: the server's editLink when it is one of our own /pdf-editor/ paths, otherwise
 * /pdf-editor/{documentId}; the file name travels in ?file= (the replace call needs it).
 */
export function editorPath(link: EditLink, fileName: string): string {
  const own = typeof link.editLink === 'string' && /^\/pdf-editor\/[^/?#]+$/.test(link.editLink);
  const base = own ? link.editLink : `/pdf-editor/${encodeURIComponent(link.documentId)}`;
  return `${base}?file=${encodeURIComponent(fileName)}`;
}
