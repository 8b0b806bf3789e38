import type { AdditionalEntry } from './plan-fill.ts';
import type { FontSet } from './fonts.ts';
import type { TemplateField } from './template-fields.ts';
import { splitToFit } from './text-fit.ts';

const P8 = 'form1[0].#subform[11].';
export const PART8_HEADER = {
  family: [`${P8}Pt1Line6a_FamilyName[1]`, 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]'],
  given: [`${P8}Pt1Line6b_GivenName[1]`, 'form1[0].#subform[0].Pt1Line6b_GivenName[0]'],
  middle: [`${P8}Pt1Line6c_MiddleName[1]`, 'form1[0].#subform[0].Pt1Line6c_MiddleName[0]'],
  aNumber: [`${P8}Pt1Line1_AlienNumber[1]`, 'form1[0].#subform[0].Pt1Line1_AlienNumber[0]'],
} as const;
export type Part8Header = Record<keyof typeof PART8_HEADER, string>;

/** Entries 3 to 7 of Part 8: [page, part, item, text] field names. */
const BOXES = [3, 4, 5, 6, 7].map((n) =>
  (['a_PageNumber', 'b_PartNumber', 'c_ItemNumber', 'd_AdditionalInfo'] as const).map((s) => `${P8}Line${n}${s}[0]`),
);
const isBoxField = (name: string) => BOXES.some((b) => b.includes(name));

/** Splits `values` into the ordinary fields and the Part 8 entries typed straight into boxes 3–7. */
export const takePart8Boxes = (values: Record<string, string>): { rest: Record<string, string>; entries: AdditionalEntry[] } => {
  const rest: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (!isBoxField(k)) rest[k] = v;
  const entries = BOXES.filter((b) => String(values[b[3]!] ?? '').trim() !== '').map(([page, part, item, text]) => ({
    page: values[page!] ?? '',
    part: values[part!] ?? '',
    item: values[item!] ?? '',
    text: values[text!]!,
  }));
  return { rest, entries };
};

/** The Part 8 header (name and A-Number): explicit header values win, else the petitioner's Part 1 values. */
export const part8Header = (values: Record<string, string>): Part8Header => {
  const pick = ([own, source]: readonly [string, string]) => (values[own]?.trim() ? values[own]! : (values[source] ?? '')).trim();
  return { family: pick(PART8_HEADER.family), given: pick(PART8_HEADER.given), middle: pick(PART8_HEADER.middle), aNumber: pick(PART8_HEADER.aNumber) };
};

const fitsRef = (e: AdditionalEntry) => String(e.page).length <= 2 && String(e.part).length <= 6 && String(e.item).length <= 6;

/**
 * Places entries into boxes 3–7 (a long text continues in the next box under the same
 * page/part/item) and returns the values for those fields plus what goes on continuation pages.
 */
export const layoutPart8 = async (
  entries: AdditionalEntry[],
  fields: Map<string, TemplateField>,
  fonts: FontSet,
): Promise<{ values: Record<string, string>; continuation: AdditionalEntry[] }> => {
  const values: Record<string, string> = {};
  const queue = entries.filter((e) => String(e.text).trim() !== '').map((e) => ({ ...e, text: String(e.text) }));
  let box = 0;
  while (queue.length && box < BOXES.length) {
    const entry = queue[0]!;
    if (!fitsRef(entry)) break; // keep order: this and everything after it go to the continuation sheet
    const [page, part, item, textName] = BOXES[box]!;
    const field = fields.get(textName!);
    if (field?.kind !== 'text') throw new Error(`internal: template lacks ${textName}`);
    const font = await fonts.pick(entry.text);
    const [head, rest] = splitToFit(entry.text, font, field.width, field.height, '');
    values[page!] = String(entry.page);
    values[part!] = String(entry.part);
    values[item!] = String(entry.item);
    values[textName!] = head;
    if (rest) entry.text = rest;
    else queue.shift();
    box++;
  }
  return { values, continuation: queue };
};
