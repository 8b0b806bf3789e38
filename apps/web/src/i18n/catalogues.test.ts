import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueLoaders, LANGUAGE_KEY, preloadStoredCatalogue } from './catalogues.ts';

afterEach(() => {
  localStorage.removeItem(LANGUAGE_KEY);
  vi.restoreAllMocks();
});

describe("preloadStoredCatalogue (the stored language's texts load beside the app's code; issue 12.4)", () => {
  it('starts the stored Spanish catalogue', async () => {
    const load = vi.spyOn(catalogueLoaders, 'es');
    localStorage.setItem(LANGUAGE_KEY, 'es');
    preloadStoredCatalogue();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await load.mock.results[0]!.value).toHaveProperty('interview');
  });

  it('fetches nothing for English, no stored choice or a value that is not a language', () => {
    const load = vi.spyOn(catalogueLoaders, 'es');
    preloadStoredCatalogue();
    for (const value of ['en', '__proto__', 'toString', 'xx']) {
      localStorage.setItem(LANGUAGE_KEY, value);
      preloadStoredCatalogue();
    }
    expect(load).not.toHaveBeenCalled();
  });
});
