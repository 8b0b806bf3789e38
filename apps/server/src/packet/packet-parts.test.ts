import { describe, expect, it } from 'vitest';
import { readyK1State } from '@i129f/petition/readiness/test-state.ts';
import { K3 } from '@i129f/petition/questionnaire/questions.ts';
import type { FileRecord } from '../files/file-store.ts';
import { buildLettersAndPlan } from '../letters/build-letters.ts';
import { exhibitLetter } from './exhibits.ts';
import { exhibitIndexBlocks } from './exhibit-index.ts';
import { mailingInfo, mailingInfoIn } from './mailing-info.ts';
import { signAndMailBlocks, type SignSheetInput } from './sign-sheet.ts';

const rec = (name: string, documentId: number | null, o: Partial<FileRecord> = {}): FileRecord => ({
  id: name, ownerId: 'u', documentId, name, mime: 'image/jpeg', size: 1, sha256: '', isTranslated: false, isGenerated: false, createdAt: 1, ...o,
});
const TODAY = '11/26/2026';
const build = (uploads: FileRecord[], edit?: (s: ReturnType<typeof readyK1State>) => void) => {
  const state = readyK1State();
  edit?.(state);
  return buildLettersAndPlan({ state, uploads, today: TODAY });
};
const coverOf = (r: ReturnType<typeof build>) => r.letters.find((l) => l.kind === 'cover')!;
const MULTIPLE_FILER = (s: ReturnType<typeof readyK1State>) => {
  Object.assign(s.answers, {
    'pet.priorPetition.has': 'Yes', 'pet.multipleFiler': 'Yes', 'pet.waiver.convicted': 'No',
    'pet.prior.1.given': 'Anna', 'pet.prior.1.family': 'Petrova', 'pet.prior.1.date': '05/05/2015', 'pet.prior.1.result': 'Approved', 'pet.prior.1.approvedDate': '03/15/2016',
    'pet.prior.2.given': 'Elena', 'pet.prior.2.family': 'Sokolova', 'pet.prior.2.date': '02/01/2019', 'pet.prior.2.result': 'Denied',
  });
};

describe("the packet plan: exhibits in the evidence model's order", () => {
  it('requirements in packet order with the uploads that satisfy them, then other uploads; originals before translations; generated files and photos left out', () => {
    const { plan } = build([
      rec('i129f.pdf', null, { isGenerated: true }),
      rec('divorce-en.pdf', 11, { isTranslated: true, createdAt: 1 }),
      rec('photo.jpg', 22, { createdAt: 5 }),
      rec('divorce.pdf', 11, { createdAt: 9 }),
      rec('passport.jpg', 6),
      rec('intent-signed.pdf', 21),
      rec('john-2x2.jpg', 28),
    ]);
    expect(plan.exhibits.map((e) => [e.letter, e.requirementId, e.letters.map((l) => l.doc.kind), e.files.map((f) => f.name)])).toEqual([
      ['A', 'citizenship', [], ['passport.jpg']],
      // The relationship statement was never generated: not in the packet (the sheet says so), the photo is.
      ['B', 'meeting', [], ['photo.jpg']],
      // The joint statement signed by both, uploaded, stands for both drafts: neither is printed.
      ['C', 'intent-petitioner', [], ['intent-signed.pdf']],
      ['D', 'document-11', [], ['divorce.pdf', 'divorce-en.pdf']],
    ]);
    expect(plan.exhibits[0]!.title).toBe('Proof of U.S. citizenship of John Smith');
    expect(plan.exhibits[3]!.title).toBe('Beneficiary final divorce decree, with English translation');
    expect(plan.notGenerated.map((l) => l.kind)).toEqual(['relationship']);
    // The passport-style photo is enclosed in its envelope, not printed as a page.
    expect(plan.enclosedPhotos.map((f) => f.name)).toEqual(['john-2x2.jpg']);
    expect([exhibitLetter(0), exhibitLetter(25), exhibitLetter(26), exhibitLetter(27)]).toEqual(['A', 'Z', 'AA', 'AB']);
  });

  it("K-1: the couple's intent-to-marry letters are the intent exhibit; the latest generated relationship statement joins the meeting evidence", () => {
    const { plan } = build([
      rec('meeting.jpg', 22, { createdAt: 3 }),
      rec('Relationship_Statement_Smith_2026-11-20.pdf', null, { isGenerated: true, mime: 'application/pdf', createdAt: 1 }),
      rec('Relationship_Statement_Smith_2026-11-25.pdf', null, { isGenerated: true, mime: 'application/pdf', createdAt: 2 }),
      rec('Relationship_Statement_Smith_2026-11-25.docx', null, { isGenerated: true, mime: 'application/msword', createdAt: 4 }),
    ]);
    expect(plan.exhibits.map((e) => [e.letter, e.title, e.letters.map((l) => [l.doc.kind, l.file?.name]), e.files.map((f) => f.name)])).toEqual([
      ['A', 'Evidence that John Smith and Olga Ivanova met in person within 2 years before filing', [['relationship', 'Relationship_Statement_Smith_2026-11-25.pdf']], ['meeting.jpg']],
      ['B', 'Statement of intent to marry within 90 days: John Smith', [['intent-petitioner', undefined]], []],
      ['C', 'Statement of intent to marry within 90 days: Olga Ivanova', [['intent-beneficiary', undefined]], []],
    ]);
    expect(plan.notGenerated).toEqual([]);
  });

  it('K-3: no intent-to-marry letters; the relationship statement, once generated, is an exhibit of its own', () => {
    const { plan } = build([rec('Relationship_Statement_Smith_2026-11-25.pdf', null, { isGenerated: true, mime: 'application/pdf' })], (s) => (s.questionnaire.classificationBeneficiary = K3));
    expect(plan.exhibits.map((e) => [e.requirementId, e.letters.map((l) => l.doc.kind)])).toEqual([['relationship', ['relationship']]]);
  });

  it('a multiple filer gets a waiver request drafted (bracketed places to complete), first in the packet once generated; a single filer none', () => {
    const single = build([]);
    expect(single.letters.map((l) => l.kind)).not.toContain('waiver');
    const drafted = build([], MULTIPLE_FILER);
    const waiver = drafted.letters.find((l) => l.kind === 'waiver')!;
    expect(waiver.title).toBe('Request for a General Waiver of the Multiple Filer Limitation');
    expect(waiver.editable).toBe(true);
    expect(waiver.paragraphs.join('\n')).toContain('I have filed Form I-129F before for: Anna Petrova, filed 05/05/2015, approved (approved on 03/15/2016); Elena Sokolova, filed 02/01/2019, denied.');
    expect(waiver.paragraphs.join('\n')).toContain('Part 3, item 5.a');
    expect(waiver.paragraphs.filter((p) => p.startsWith('['))).toHaveLength(2);
    // Not generated yet: not in the packet, and the cover letter does not claim it.
    expect(drafted.plan.notGenerated.map((l) => l.kind)).toContain('waiver');
    expect(coverOf(drafted).list!.join('\n')).not.toContain('waiver');
    const generated = build([rec('Waiver_Request_Smith_2026-11-26.pdf', null, { isGenerated: true, mime: 'application/pdf' })], MULTIPLE_FILER);
    expect(generated.plan.exhibits.map((e) => e.requirementId)).toEqual(['intent-petitioner', 'intent-beneficiary', 'multiple-filer-waiver']);
    expect(coverOf(generated).list).toContain('Exhibit C: Multiple-filer waiver request of John Smith (Request for a General Waiver of the Multiple Filer Limitation, signed by John Smith)');
  });

  it('a conviction asks for the extraordinary-circumstances waiver and names the crimes from Part 3; one from battery, the mandatory waiver', () => {
    const convicted = (battered: string) =>
      build([], (s) => {
        MULTIPLE_FILER(s);
        Object.assign(s.answers, { 'pet.waiver.convicted': 'Yes', 'pet.waiver.battered': battered, 'crime.violent': 'Yes', 'crime.violentDetails': 'Assault, Springfield IL, 2012, probation' });
      }).letters.find((l) => l.kind === 'waiver')!;
    const b = convicted('No');
    expect(b.title).toContain('Extraordinary Circumstances');
    expect(b.paragraphs.join('\n')).toContain('such as homicide, rape, kidnapping or trafficking): Assault, Springfield IL, 2012, probation.');
    expect(convicted('Yes').title).toBe('Request for a Mandatory Waiver of the Multiple Filer Limitation');
  });
});

describe('the cover letter', () => {
  it('lists every enclosure — fee, G-1145, I-129F, the photos, the index and each exhibit by letter and title with its letters — and nothing that is not in the packet', () => {
    const r = build([rec('passport.jpg', 6), rec('meeting.jpg', 22), rec('Relationship_Statement_Smith_2026-11-25.pdf', null, { isGenerated: true, mime: 'application/pdf' })]);
    expect(coverOf(r).list).toEqual([
      'Filing fee: $675 (payment form on top)',
      'Form G-1145, e-Notification of Application/Petition Acceptance',
      'Form I-129F, Petition for Alien Fiancé(e), signed',
      "Passport-style photos: one of the petitioner, John Smith, and one of the beneficiary, Olga Ivanova, in a small envelope (each with the person's name, and A-Number if any, in pencil on the back)",
      'Index of exhibits',
      'Exhibit A: Proof of U.S. citizenship of John Smith (1 document)',
      'Exhibit B: Evidence that John Smith and Olga Ivanova met in person within 2 years before filing (Statement of Our Relationship, signed by John Smith; 1 more document)',
      'Exhibit C: Statement of intent to marry within 90 days: John Smith (Statement of Intent to Marry, signed by John Smith)',
      'Exhibit D: Statement of intent to marry within 90 days: Olga Ivanova (Statement of Intent to Marry, signed by Olga Ivanova)',
    ]);
    // Required but not uploaded (the beneficiary's passport): not claimed.
    expect(coverOf(r).list!.join('\n')).not.toMatch(/Passport of Olga|biographic page/);
  });

  it('a K-3 petition has no fee: the cover letter says so and asks for no payment form', () => {
    const list = coverOf(build([], (s) => { s.questionnaire.classificationBeneficiary = K3; })).list!;
    expect(list[0]).toBe('No filing fee: K-3 petition, based on a Form I-130 filed for the same spouse');
    expect(list.join('\n')).not.toMatch(/payment form|\$0/);
  });

  it("a preparer submits the petition for the petitioner's fiancée (or fiancé, or spouse), never 'my'; the petitioner writes 'my'", () => {
    const withPreparer = (gender: string, k3 = false) =>
      coverOf(
        build([], (s) => {
          Object.assign(s.answers, { 'preparer.has': 'Yes', 'preparer.given': 'Ann', 'preparer.family': 'Lee', 'preparer.org': 'Lee & Associates Immigration Law Group PLLC', 'ben.gender': gender });
          if (k3) s.questionnaire.classificationBeneficiary = K3;
        }),
      ).paragraphs.join('\n');
    expect(withPreparer('Female')).toContain("On behalf of the petitioner, John Smith, I submit a Form I-129F petition for the petitioner's fiancée, Olga Ivanova,");
    expect(withPreparer('Male')).toContain("for the petitioner's fiancé, Olga Ivanova,");
    expect(withPreparer('Female', true)).toContain("for the petitioner's spouse, Olga Ivanova,");
    expect(withPreparer('Female')).not.toMatch(/\bmy\b/);
    expect(coverOf(build([])).paragraphs.join('\n')).toContain('Please find enclosed a Form I-129F petition for my fiancée, Olga Ivanova,');
  });
});

describe('the exhibit index', () => {
  it('lists each exhibit with its pages and each letter and upload in it with its page and caption', () => {
    const blocks = exhibitIndexBlocks(
      [
        { letter: 'A', title: 'Statements of intent to marry', items: [{ label: 'Statement of Intent to Marry, signed by John Smith', pages: 1 }, { label: 'Statement of Intent to Marry, signed by Olga Ivanova', pages: 1 }] },
        { letter: 'B', title: 'Evidence of meeting', items: [{ label: 'kazan.jpg — 05/10/2024, Kazan: John and Olga at the Kremlin', pages: 1 }, { label: 'tickets.pdf', pages: 3 }] },
      ],
      9,
    ).map((b) => b.text);
    expect(blocks).toEqual([
      'Index of Exhibits',
      'Exhibit A: Statements of intent to marry (packet pages 10–12)',
      'Page 11: Statement of Intent to Marry, signed by John Smith',
      'Page 12: Statement of Intent to Marry, signed by Olga Ivanova',
      'Exhibit B: Evidence of meeting (packet pages 13–17)',
      'Page 14: kazan.jpg — 05/10/2024, Kazan: John and Olga at the Kremlin',
      'Pages 15–17: tickets.pdf',
    ]);
  });
});

describe('sign-here sheet and mailing checklist', () => {
  const input = (o: Partial<SignSheetInput> = {}): SignSheetInput => ({
    signers: [{ role: 'petitioner', name: 'John Smith' }, { role: 'beneficiary', name: 'Olga Ivanova' }],
    mailing: mailingInfo(),
    k3: false,
    pageOf: () => 12,
    pageCount: 30,
    skipped: [],
    cover: { page: 1, signer: 'John Smith' },
    letters: [],
    notGenerated: [],
    exhibits: [],
    ...o,
  });
  const text = (o: Partial<SignSheetInput> = {}) => signAndMailBlocks(input(o)).map((b) => b.text).join('\n');

  it('names the interpreter and the preparer when there are any, with their items', () => {
    const pages: Record<string, number> = { 'form1[0].#subform[9].Pt6Line4_Signature[0]': 12, 'form1[0].#subform[9].Pt6Line6_Signature[0]': 12, 'form1[0].#subform[10].Pt7Line6_SignatureofPreparer[0]': 13 };
    const t = text({ signers: [{ role: 'petitioner', name: 'John Smith' }, { role: 'interpreter', name: 'Ivan Petrov' }, { role: 'preparer', name: 'Ann Lee' }], pageOf: (f) => pages[f]!, cover: { page: 2, signer: 'Ann Lee' } });
    expect(t).toContain("Packet page 12: Form I-129F, Part 6, item 6 (interpreter's signature and date) — Ivan Petrov");
    expect(t).toContain("Packet page 13: Form I-129F, Part 7, item 6 (preparer's signature and date) — Ann Lee");
    expect(t).toContain('Packet page 2: the cover letter — signed and dated by Ann Lee.');
    expect(text({})).not.toContain('interpreter');
  });

  it("names each letter's page, exhibit and signers; a letter never generated is named as missing; the photos are an item", () => {
    const t = text({
      letters: [
        { title: 'Statement of Intent to Marry', exhibit: 'B', page: 14, signers: ['John Smith'] },
        { title: 'Statement of Intent to Marry', exhibit: 'B', page: 15, signers: ['Olga Ivanova'] },
      ],
      notGenerated: ['Statement of Our Relationship'],
      exhibits: [{ letter: 'B', title: 'Statements of intent to marry', first: 13, last: 15 }],
    });
    expect(t).toContain('[ ] Packet page 14: Statement of Intent to Marry (Exhibit B) — signed and dated in ink by John Smith.');
    expect(t).toContain('[ ] Packet page 15: Statement of Intent to Marry (Exhibit B) — signed and dated in ink by Olga Ivanova.');
    expect(t).toContain('[ ] Not in this packet: Statement of Our Relationship. Complete it on the Letters page, generate it, then build the packet again.');
    expect(t).toContain('Passport-style photos: one of John Smith and one of Olga Ivanova, together in a small envelope');
    expect(t).toContain('Exhibit B (packet pages 13–15): Statements of intent to marry');
  });

  it('K-3: the K-3 fee; K-1: $675', () => {
    const info = mailingInfo();
    expect(text({ k3: true })).toContain(`Filing fee: ${info.fee.k3Amount}`);
    expect(text({})).toContain('Filing fee: $675');
  });

  it("for a Spanish reader the sheet, her exhibit list and the checklist are in Spanish; names, the packet's English titles and addresses stay as printed", () => {
    const es = signAndMailBlocks(
      input({
        language: 'es',
        mailing: mailingInfoIn('es'),
        letters: [{ title: 'Statement of Intent to Marry', exhibit: 'C', page: 21, signers: ['Olga Ivanova'] }],
        notGenerated: ['Statement of Our Relationship'],
        exhibits: [{ letter: 'A', title: 'Prueba de la ciudadanía estadounidense de John Smith', first: 16, last: 17 }],
      }),
    )
      .map((b) => b.text)
      .join('\n');
    expect(es).toContain('Firme aquí — antes de enviarlo por correo');
    expect(es).toContain('[ ] Página 21 del paquete: Statement of Intent to Marry (anexo «Exhibit C») — la firma y fecha con tinta Olga Ivanova.');
    expect(es).toContain('No está en este paquete: Statement of Our Relationship.');
    expect(es).toContain('Anexo «Exhibit A» (páginas 16–17 del paquete): Prueba de la ciudadanía estadounidense de John Smith');
    expect(es).toContain('Lista para el envío por correo');
    expect(es).toContain('P.O. Box 660151');
    expect(es).not.toMatch(/Sign here|Mailing checklist|Mail by USPS/);
  });

  it('the Spanish checklist translates the English data file of the same date, item for item', () => {
    const [en, es] = [mailingInfo(), mailingInfoIn('es')];
    expect(es.asOf).toBe(en.asOf);
    expect(es.checklist).toHaveLength(en.checklist.length);
    expect(es.checklist).not.toEqual(en.checklist);
    expect({ ...es, fee: { ...es.fee, payment: '', k3Amount: '' }, mailTo: { ...es.mailTo, note: '' }, checklist: [] }).toEqual({ ...en, fee: { ...en.fee, payment: '', k3Amount: '' }, mailTo: { ...en.mailTo, note: '' }, checklist: [] });
  });

  it('the data file is dated, sourced and says where to verify', () => {
    const info = mailingInfo();
    expect(info.asOf).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(info.verifyAt).toBe('https://www.uscis.gov/i-129f');
    expect(text({})).toContain(`Sources (as of ${info.asOf}; verify at https://www.uscis.gov/i-129f before mailing):`);
  });
});
