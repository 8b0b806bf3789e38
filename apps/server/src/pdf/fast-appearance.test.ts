import { beforeAll, describe, expect, it } from 'vitest';
import { fillI129f } from './fill-i129f.ts';
import { loadTemplate, type Template } from './load-template.ts';
import { resolveTemplate } from './resolve-template.ts';
import { F, LONG_MEETING, coupleValues, fullyAnswered } from './test-fixtures.ts';

/**
 * The fast appearance writer (fast-appearance.ts) and the fast serializer (write-incremental-update.ts)
 * must give exactly what pdf-lib's field API and copyBytesInto give:
 * the whole output, byte for byte (but the random tag of an embedded font subset) — single-line, centred, shrunk, combed and multiline text, checked and
 * unchecked boxes, dropdowns and embedded fonts (which still go through pdf-lib), Part 8 and its sheets.
 */
let template: Template;
beforeAll(async () => {
  template = await loadTemplate(resolveTemplate());
});

const both = async (values: Record<string, string>, additional: Array<{ page: number; part: number; item: string; text: string }> = []) => {
  const fast = await fillI129f({ template, values, additional });
  const reference = await fillI129f({ template, values, additional, appearances: 'pdf-lib', serializer: 'pdf-lib' });
  // pdf-lib names each embedded font (subset, resource key) with a random number (NotoSans-Regular-1234):
  // the only difference allowed. Its length varies, so stream lengths and xref offsets may too: compare object by object.
  const objects = (b: Uint8Array) =>
    [...Buffer.from(b).subarray(template.bytes.length).toString('latin1').matchAll(/(\d+ \d+) obj\n([\s\S]*?)\nendobj\n/g)].map(
      ([, ref, body]) => `${ref}: ${body!.replace(/(\/[A-Za-z]+(?:-[A-Za-z]+)*)-\d{4,}/g, '$1-SUBSET').replace(/\/Length \d+/, '/Length')}`,
    );
  expect(Buffer.from(fast.bytes).subarray(0, template.bytes.length).equals(template.bytes)).toBe(true);
  return { fast: objects(fast.bytes), reference: objects(reference.bytes) };
};

describe('fast appearances', () => {
  it('a fully answered petition: the same objects as with pdf-lib’s field API', async () => {
    const { fast, reference } = await both(fullyAnswered(template), [{ page: 2, part: 1, item: '11', text: 'Third address: 12 Rustaveli Avenue, Tbilisi.' }]);
    expect(fast.length).toBeGreaterThan(100);
    expect(fast).toEqual(reference);
  });

  it('shrunk, long, multiline, combed, centred, empty and native-alphabet values: the same objects', async () => {
    const centred = [...template.fields.values()].filter((f) => f.kind === 'text' && !f.protected && !f.comb).map((f) => f.name);
    const values: Record<string, string> = {
      ...coupleValues(),
      [F.petFamily]: 'Wolfeschlegelsteinhausenbergerdorff', // too long: Part 8 + pointer
      [F.petGiven]: 'Maximiliano Alejandro', // shrinks
      [F.meeting]: `${LONG_MEETING}\n\nSecond paragraph after a blank line.\tTabbed.`,
      [F.mailStreet]: '',
      [F.mailUnitApt]: 'Off',
      [F.petANumber]: '12345',
    };
    for (const name of centred.slice(0, 40)) values[name] ??= 'Ääkkönen – ½ «déjà vu»';
    const { fast, reference } = await both(values, [{ page: 3, part: 2, item: '5', text: 'x '.repeat(3000) }]);
    expect(fast.length).toBeGreaterThan(100);
    expect(fast).toEqual(reference);
  });
});
