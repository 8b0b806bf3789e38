/**
 * Hands a downloaded blob to the browser as a file with this name (Files page downloads, the Clients
 * page's zip archives). The object URL is revoked later, not at once: some browsers read it after click().
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
