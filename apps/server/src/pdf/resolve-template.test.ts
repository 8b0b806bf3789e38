import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPdfError } from './errors.ts';
import { resolveTemplate } from './resolve-template.ts';

/** <tmp>/repo (the repoRoot) and <tmp>/shared/forms, with the given template copies present. */
const layout = (present: Array<'data' | 'shared' | 'env'>) => {
  const root = mkdtempSync(join(tmpdir(), 'i129f-resolve-'));
  const repo = join(root, 'repo');
  const places = { data: join(repo, 'data/forms/i-129f.pdf'), shared: join(root, 'shared/forms/i-129f.pdf'), env: join(root, 'env/blank.pdf') };
  for (const p of present) {
    mkdirSync(join(places[p], '..'), { recursive: true });
    writeFileSync(places[p], '%PDF-1.7');
  }
  return { repo, places };
};
const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (isPdfError(e)) return e;
  }
  throw new Error('expected a PdfError');
};

describe('resolveTemplate', () => {
  it('uses I129F_TEMPLATE when set, else data/forms, else ../shared/forms', () => {
    const all = layout(['env', 'data', 'shared']);
    expect(resolveTemplate({ configured: all.places.env, repoRoot: all.repo })).toBe(all.places.env);
    expect(resolveTemplate({ configured: undefined, repoRoot: all.repo })).toBe(all.places.data);
    expect(resolveTemplate({ configured: ' ', repoRoot: all.repo })).toBe(all.places.data);
    const shared = layout(['shared']);
    expect(resolveTemplate({ repoRoot: shared.repo })).toBe(shared.places.shared);
  });

  it('reports a set I129F_TEMPLATE that does not exist instead of falling back, naming the three places', () => {
    const { repo, places } = layout(['data', 'shared']);
    const e = thrown(() => resolveTemplate({ configured: places.env, repoRoot: repo }));
    expect(e.code).toBe('TemplateMissing');
    expect(e.names).toEqual([places.env]);
    for (const p of Object.values(places)) expect(e.message).toContain(p);
  });

  it('names the three places when nothing is configured or found', () => {
    const { repo, places } = layout([]);
    const e = thrown(() => resolveTemplate({ repoRoot: repo }));
    expect(e.message).toContain('I129F_TEMPLATE (not set)');
    expect(e.message).toContain(places.data);
    expect(e.message).toContain(places.shared);
  });
});
