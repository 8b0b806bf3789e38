import type { ComponentType } from 'react';
import { withChunkTimeout } from '../errors/chunkError.ts';

/** Turns a page module with a default export into a react-router `lazy` loader (own chunk, 120 s limit). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await withChunkTimeout(load)).default });
}
