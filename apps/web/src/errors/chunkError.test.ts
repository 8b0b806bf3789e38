import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, withChunkTimeout } from './chunkError.ts';

describe('chunk load errors', () => {
  it('recognises the browsers’ dynamic import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('fails a chunk that takes longer than the time-out', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => undefined), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toSatisfy(isChunkLoadError);
    vi.useRealTimers();
  });
});
