import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition';
import { DIVORCED_NATURALIZED, K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { fillI129f } from './fill-i129f.ts';
import { loadTemplate, type Template } from './load-template.ts';
import { resolveTemplate } from './resolve-template.ts';

// The whole path the product takes: interview answers → engine field values → the filled form.
let template: Template;
beforeAll(async () => {
  template = await loadTemplate(resolveTemplate());
});

const generate = async (script: typeof K1_COUPLE) => {
  const { fields, additional, continuation } = interview.computeFieldValues(runScript(interview, script));
  const result = await fillI129f({ template, values: fields, additional: continuation });
  return { additional, result, form: (await PDFDocument.load(result.bytes)).getForm() };
};

describe('interview → I-129F', () => {
  it('places each Part 8 entry once: the engine fills items 3–7, the filler adds no copies', async () => {
    const { additional, result, form } = await generate(DIVORCED_NATURALIZED);
    expect(additional.length).toBeGreaterThan(0);
    expect(result.part8.map((e) => e.text)).toEqual(additional.map((e) => e.text));
    expect(result.continuationPages).toBe(0);
    expect(form.getTextField('form1[0].#subform[11].Line3d_AdditionalInfo[0]').getText()).toBe(additional[0]!.text);
  });

  it('fills a simple K-1 couple without Part 8 and with the petitioner and beneficiary names', async () => {
    const { additional, result, form } = await generate(K1_COUPLE);
    expect(additional).toEqual([]);
    expect(result.part8).toEqual([]);
    expect(form.getTextField('form1[0].#subform[0].Pt1Line6a_FamilyName[0]').getText()).toBe('Smith');
    expect(form.getCheckBox('form1[0].#subform[0].Pt1Line4a_Checkboxes[0]').isChecked()).toBe(true);
  });
});
