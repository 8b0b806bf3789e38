/** API base address from the build configuration (VITE_API_BASE), default '/api', without a trailing slash. */
export const API_BASE = (import.meta.env.VITE_API_BASE || '/api').replace(/\/+$/, '');

export function apiUrl(path: string, query?: Record<string, string>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}
