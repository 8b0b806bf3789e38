import { describe, expect, it } from 'vitest';
import { assembleDocument, changedSectionTexts, isLegacyHead, isSplitHead, sectionTexts, splitDocument, SPLIT_MARKER } from './split-document.ts';

const roundTrip = (doc: unknown) => {
  const { head, sections } = splitDocument(doc);
  return assembleDocument(JSON.parse(JSON.stringify(head)) as unknown, sections ?? new Map());
};

describe('splitting a petition into head and section rows', () => {
  it('moves each section out of the head and marks the head', () => {
    const doc = { answers: { a: '1' }, sections: { '0': { log: [1] }, '21': { log: [2] } } };
    const { head, sections } = splitDocument(doc);
    expect(head).toEqual({ answers: { a: '1' }, [SPLIT_MARKER]: true });
    expect([...sections!]).toEqual([
      [0, { log: [1] }],
      [21, { log: [2] }],
    ]);
    expect(isSplitHead(head)).toBe(true);
    expect(roundTrip(doc)).toEqual(doc);
  });

  it('gives back any other shape exactly as saved: no sections key, empty sections, sections that are not section numbers, not an object', () => {
    for (const doc of [
      { answers: { 'pet.ssn': '1' } },
      { answers: {}, sections: {} },
      { sections: { intro: { x: 1 } } },
      { sections: { '01': 1 } },
      { sections: null },
      { sections: [1, 2] },
      [1, 2],
      'text',
      null,
      7,
    ]) {
      expect(roundTrip(doc)).toEqual(doc);
      if (doc && typeof doc === 'object' && !Array.isArray(doc) && !('sections' in doc)) expect(roundTrip(doc)).not.toHaveProperty('sections');
    }
    expect(splitDocument({ sections: { intro: 1 } }).sections).toBeNull();
  });

  it('tells a head saved whole before the split from a split one and from a document without sections', () => {
    expect(isLegacyHead({ answers: {}, sections: { '3': {} } })).toBe(true);
    expect(isLegacyHead({ answers: {} })).toBe(false);
    expect(isLegacyHead(splitDocument({ sections: { '3': {} } }).head)).toBe(false);
    expect(isLegacyHead({ sections: { intro: 1 } })).toBe(false);
  });

  it('section texts are what a save compares: the JSON of each section', () => {
    expect([...sectionTexts({ sections: { '2': { a: 1 } } })]).toEqual([[2, '{"a":1}']]);
    expect(sectionTexts({ answers: {} }).size).toBe(0);
    expect(sectionTexts(null).size).toBe(0);
  });

  it('a save writes the sections whose JSON changed; a section shared by both documents is not serialised', () => {
    const shared = { log: [1] };
    const previous = { sections: { '1': shared, '2': { a: 1 }, '3': { b: 1 } } };
    const next = splitDocument({ sections: { '1': shared, '2': { a: 1 }, '3': { b: 2 }, '4': { c: 1 } } }).sections!;
    expect([...changedSectionTexts(previous, next)]).toEqual([
      [3, '{"b":2}'],
      [4, '{"c":1}'],
    ]);
    const poisoned = { toJSON: () => { throw new Error('serialised'); } };
    expect(changedSectionTexts({ sections: { '1': poisoned } }, new Map([[1, poisoned]])).size).toBe(0);
    expect([...changedSectionTexts(null, new Map([[0, { x: 1 }]]))]).toEqual([[0, '{"x":1}']]);
  });
});
