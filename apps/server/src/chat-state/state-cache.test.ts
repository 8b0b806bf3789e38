import { describe, expect, it } from 'vitest';
import { cacheSharedState, cacheState, cachedSharedState, cachedState, deepFreeze, dropCachedState, MAX_ENTRIES, tagOf } from './state-cache.ts';

describe('the petition cache', () => {
  it('answers only while version and head tag match, with a copy', () => {
    const db = {};
    const tag = tagOf(3, 'v1:k1:ivivivivivivivivivivivi:tag:data');
    cacheState(db, 'u1', tag, { answers: { a: '1' } });
    const hit = cachedState(db, 'u1', tag);
    expect(hit?.state).toEqual({ answers: { a: '1' } });
    (hit!.state as { answers: Record<string, string> }).answers.a = 'changed by the caller';
    expect(cachedState(db, 'u1', tag)?.state).toEqual({ answers: { a: '1' } });
    // Another version, another head text of the same version (re-sealed, copied): a miss, and the entry is gone.
    expect(cachedState(db, 'u1', { ...tag, version: 4 })).toBeUndefined();
    expect(cachedState(db, 'u1', tag)).toBeUndefined();
    cacheState(db, 'u1', tag, { answers: {} });
    expect(cachedState(db, 'u1', tagOf(3, 'v1:k1:otherivotherivotheriv:tag:data'))).toBeUndefined();
  });

  it('is per database handle, and a dropped entry is gone', () => {
    const a = {};
    const b = {};
    const tag = tagOf(1, 'v1:x');
    cacheState(a, 'u1', tag, 'A');
    expect(cachedState(b, 'u1', tag)).toBeUndefined();
    expect(cachedState(a, 'u1', tag)?.state).toBe('A');
    dropCachedState(a, 'u1');
    expect(cachedState(a, 'u1', tag)).toBeUndefined();
  });

  it(`keeps at most ${MAX_ENTRIES} clients, the least recently used leaving first`, () => {
    const db = {};
    const tag = tagOf(1, 'v1:x');
    for (let i = 0; i < MAX_ENTRIES; i += 1) cacheState(db, `u${i}`, tag, i);
    expect(cachedState(db, 'u0', tag)?.state).toBe(0); // u0 used: u1 is now the oldest
    cacheState(db, 'new', tag, 'new');
    expect(cachedState(db, 'u1', tag)).toBeUndefined();
    expect(cachedState(db, 'u0', tag)?.state).toBe(0);
    expect(cachedState(db, 'u2', tag)?.state).toBe(2);
    expect(cachedState(db, 'new', tag)?.state).toBe('new');
  });

  it('the shared pair hands the frozen document itself out and freezes what it is given, in place', () => {
    const db = {};
    const tag = tagOf(2, 'v1:shared');
    const doc = { answers: { a: '1' }, sections: { '1': { log: [{ key: 'a' }] } } };
    cacheSharedState(db, 'u1', tag, doc);
    expect(Object.isFrozen(doc.sections['1'].log[0])).toBe(true);
    const hit = cachedSharedState(db, 'u1', tag);
    expect(hit?.state).toBe(doc);
    expect(() => {
      (hit!.state as typeof doc).answers.a = '2';
    }).toThrow(TypeError);
    // The copying reader still gets a copy it may change.
    const copy = cachedState(db, 'u1', tag)!.state as typeof doc;
    copy.answers.a = '2';
    expect(doc.answers.a).toBe('1');
    // What cacheState keeps is frozen too, so a shared reader of it cannot change it either.
    cacheState(db, 'u2', tag, { answers: { b: '1' } });
    expect(Object.isFrozen((cachedSharedState(db, 'u2', tag)!.state as { answers: object }).answers)).toBe(true);
  });

  it('deepFreeze does not walk a part already frozen (documents share their unchanged parts)', () => {
    const shared = Object.freeze({ inner: { x: 1 } });
    const doc = deepFreeze({ shared, fresh: { y: [1] } });
    expect(Object.isFrozen(doc.fresh.y)).toBe(true);
    expect(Object.isFrozen(shared.inner)).toBe(false);
  });
});
