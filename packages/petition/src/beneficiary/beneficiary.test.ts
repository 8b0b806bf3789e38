import { describe, expect, it } from 'vitest';
import { applyChanges } from '../changes/apply.ts';
import type { Change, PetitionDoc } from '../changes/types.ts';
import { answerAll } from '../engine/testing.ts';
import { fullName } from '../fields/lookup.ts';
import { interview } from '../interview.ts';
import { k1State } from '../sections/test-helpers.ts';
import { beneficiaryChangeProblem } from './changes.ts';
import { mergeBeneficiarySection } from './merge.ts';
import { beneficiaryOverview, sectionFingerprint, type OverviewInput } from './overview.ts';
import { BENEFICIARY_SECTIONS, beneficiaryContext, newBeneficiaryDraft, withBeneficiaryContext } from './part.ts';
import { BENEFICIARY_SCOPE } from './scope.ts';

const PARENT = ['I agree', 'Ivanov', 'Petr', 'N/A', '01/01/1960', 'Male', 'Russia', 'No', 'Kazan', 'Russia'];
const field = (doc: PetitionDoc, id: string) => interview.computeFieldValues(doc).fields[fullName(id as never)];

/** Her draft after answering section 17 through changes, as her browser sends them. */
function herDraft(petition: PetitionDoc, inputs = PARENT, sectionId = 17): PetitionDoc {
  let draft = newBeneficiaryDraft(petition);
  draft = applyChanges(draft, [{ type: 'start', sectionId }]).doc;
  for (const input of inputs) {
    const q = interview.currentQuestion(draft, sectionId)!;
    const out = applyChanges(draft, [{ type: 'submit', sectionId, key: q.key, input }]);
    expect(out.error).toBeUndefined();
    draft = out.doc;
  }
  return draft;
}

const overviewOf = (o: Partial<OverviewInput> & Pick<OverviewInput, 'petition' | 'draft'>) =>
  beneficiaryOverview({ confirmed: {}, herKeys: new Set(), choices: {}, requested: new Set(), ...o });

describe("the beneficiary's part (issue 24)", () => {
  it('is the sections whose definition says so: her biographic data, parents, children, marriages and stay', () => {
    expect(BENEFICIARY_SECTIONS).toEqual([16, 17, 18, 19, 20, 21]);
    expect(BENEFICIARY_SCOPE.sections(k1State())).toEqual([16, 17, 18, 19, 20, 21]);
    expect(BENEFICIARY_SCOPE.isUnlocked(k1State(), 21)).toBe(true);
    expect(BENEFICIARY_SCOPE.isUnlocked(k1State(), 10)).toBe(false);
    expect(BENEFICIARY_SCOPE.next(k1State(), 16)).toBe(17);
    expect(BENEFICIARY_SCOPE.next(k1State(), 21)).toBeNull();
    expect(BENEFICIARY_SCOPE.next(k1State(), 3)).toBeNull();
  });

  it("her draft takes the names, the questionnaire answers her sections read, and of his answers only 'USA' or nothing", () => {
    let petition: PetitionDoc = k1State({ beneficiaryHasChildren: 'No' });
    petition = { ...petition, answers: { ...petition.answers, 'pet.address.1.country': 'USA', 'pet.ssn': '123-45-6789', 'pet.email': 'john@example.com' } };
    const ctx = beneficiaryContext(petition);
    expect(ctx.names.petitionerFirstName).toBe('John');
    expect(ctx.questionnaire).toEqual({ classificationBeneficiary: petition.questionnaire.classificationBeneficiary, beneficiaryHasChildren: 'No' });
    expect(ctx.answers).toEqual({ 'pet.address.1.country': 'USA' });
    const abroad = beneficiaryContext({ ...petition, answers: { ...petition.answers, 'pet.address.1.country': 'Canada' } });
    expect(abroad.answers).toEqual({});
    const draft = newBeneficiaryDraft(petition);
    expect(JSON.stringify(draft)).not.toContain('123-45-6789');
    expect(JSON.stringify(draft)).not.toContain('john@example.com');
    expect(withBeneficiaryContext(draft, petition)).toBe(draft);
    const renamed = withBeneficiaryContext(draft, { ...petition, names: { ...petition.names, beneficiaryFirstName: 'Olha' } });
    expect(renamed.names.beneficiaryFirstName).toBe('Olha');
  });

  it('she may change answers of her sections only', () => {
    const ok: Change[] = [
      { type: 'start', sectionId: 17 },
      { type: 'submit', sectionId: 17, key: 'ben.parent1.family', input: 'Ivanov' },
      { type: 'edit', sectionId: 16, key: 'ben.address.2.city', input: 'Kyiv', expected: null },
      { type: 'journey', page: '/section/17' },
    ];
    for (const c of ok) expect(beneficiaryChangeProblem(c)).toBeNull();
    const refused: Change[] = [
      { type: 'start', sectionId: 10 },
      { type: 'submit', sectionId: 10, key: 'pet.parent1.family', input: 'Smith' },
      { type: 'submit', sectionId: 17, key: 'pet.parent1.family', input: 'Smith' },
      { type: 'edit', sectionId: 17, key: 'ben.address.1.city', input: 'Kyiv', expected: null },
      { type: 'questionnaire', key: 'classificationBeneficiary', value: 'K-3' },
      { type: 'names', names: { beneficiaryFirstName: 'X' } },
      { type: 'extracted', passed: true, info: {} },
    ];
    for (const c of refused) expect(beneficiaryChangeProblem(c)).not.toBeNull();
  });

  it('nothing of hers reaches the form until a section is merged; merged, the form carries her answers', () => {
    const petition: PetitionDoc = k1State();
    const draft = herDraft(petition);
    expect(interview.isSectionComplete(draft, 17)).toBe(true);
    expect(field(petition, 'Pt2Line24a_FamilyName[0]')).toBeUndefined();
    const merged = mergeBeneficiarySection({ petition, draft, sectionId: 17 });
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(merged.complete).toBe(true);
    expect(field(merged.doc, 'Pt2Line24a_FamilyName[0]')).toBe('Ivanov');
    expect(field(merged.doc, 'Pt2Line28a_CityTownOfBirth[0]')).toBe('Kazan');
    // Only that section: her other answers (none here) and his sections are untouched; the state stays sound.
    expect(interview.validateState(merged.doc)).toEqual([]);
    expect(mergeBeneficiarySection({ petition, draft, sectionId: 18 })).toMatchObject({ ok: false });
    expect(mergeBeneficiarySection({ petition, draft, sectionId: 10 })).toMatchObject({ ok: false });
  });

  it('her address typed in Cyrillic: he sees the native value beside the Latin one she confirmed; merged, P2 50 and P2 12 carry them', () => {
    const petition: PetitionDoc = k1State();
    const PERSONAL = ['N/A', 'No', '07/08/1995', 'Female', 'Single', 'Kazan', 'Russia', 'Russia'];
    const ADDRESS = ['ул. Ленина 10', 'ul. Lenina 10', 'Apartment', '15', 'Kazan', 'Russia', 'Tatarstan', '420111', '01/01/2018'];
    const draft = herDraft(petition, [...PERSONAL, ...ADDRESS, 'Иванова', 'Ольга', 'N/A', 'Apartment', '15', 'Казань', 'Россия', 'Татарстан', '420111'], 16);
    expect(draft.answers['ben.native.address.street']).toBe('ул. Ленина 10');
    const items = overviewOf({ petition, draft }).find((x) => x.id === 16)!.items;
    expect(items.find((i) => i.key === 'ben.native.address.street')).toMatchObject({ hers: 'ул. Ленина 10', his: null });
    expect(items.find((i) => i.key === 'ben.address.1.street')).toMatchObject({ hers: 'ul. Lenina 10' });
    // A change of the native value alone changes the fingerprint: a confirmation does not carry over.
    const changed = { ...draft, answers: { ...draft.answers, 'ben.native.address.street': 'ул. Ленина 12' } };
    expect(sectionFingerprint(changed, 16)).not.toBe(sectionFingerprint(draft, 16));
    const merged = mergeBeneficiarySection({ petition, draft, sectionId: 16 });
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(field(merged.doc, 'Pt2Line12_StreetNumberName[0]')).toBe('ul. Lenina 10');
    expect(field(merged.doc, 'Pt2Line50_StreetNumberName[0]')).toBe('ул. Ленина 10');
    expect(field(merged.doc, 'Pt2Line49a_FamilyName[0]')).toBe('Иванова');
    expect(field(merged.doc, 'Pt2Line28c_CityOrTown[0]')).toBe('Казань');
  });

  it("section 21 ends for her before Part 6 and 7 (his interpreter and preparer); confirmed, he answers them", () => {
    const petition: PetitionDoc = k1State({ beneficiaryInUS: 'No' });
    const draft = herDraft(petition, ['No', '01/01/2030', 'Moscow', 'Russia'], 21);
    expect(interview.isSectionComplete(draft, 21)).toBe(true);
    expect(draft.answers['interpreter.has']).toBeUndefined();
    // His own chat asks them (his petition has no draft mark).
    const his = answerAll(interview, petition, 21, ['No', '01/01/2030', 'Moscow', 'Russia']);
    expect(interview.currentQuestion(his, 21)?.key).toBe('interpreter.has');
    // Merged: her answers are in, and the section waits for his answers to Part 6 and 7.
    const merged = mergeBeneficiarySection({ petition, draft, sectionId: 21 });
    expect(merged).toMatchObject({ ok: true, complete: false });
    if (!merged.ok) return;
    expect(merged.doc.answers['ben.consulate.city']).toBe('Moscow');
    expect(merged.doc.answers['draft.author']).toBeUndefined();
    expect(interview.currentQuestion(merged.doc, 21)?.key).toBe('interpreter.has');
    const done = answerAll(interview, merged.doc, 21, ['No', 'No']);
    expect(interview.isSectionComplete(done, 21)).toBe(true);
    // A draft made before the mark existed gets it with the petitioner's context, and her section 21 is complete again.
    const { 'draft.author': _mark, ...unmarked } = draft.answers;
    const { 'draft.author': _seeded, ...unseeded } = draft.seed;
    const old = withBeneficiaryContext({ ...draft, answers: unmarked, seed: unseeded }, petition);
    expect(old.answers['draft.author']).toBe('beneficiary');
  });

  it('when both answered an item differently, the overview shows both; his choice decides what the merge writes', () => {
    const petition: PetitionDoc = answerAll(interview, k1State(), 17, ['I agree', 'Ivanoff', 'Petr', 'N/A', '01/01/1960', 'Male', 'Russia', 'No', 'Kazan', 'Russia']);
    const draft = herDraft(petition);
    const [view] = overviewOf({ petition, draft }).filter((s) => s.id === 17);
    expect(view!.status).toBe('answered');
    expect(view!.conflicts).toBe(1);
    expect(view!.items.find((i) => i.key === 'ben.parent1.family')).toMatchObject({ hers: 'Ivanov', his: 'Ivanoff', conflict: true, choice: null });
    expect(view!.items.find((i) => i.key === 'ben.parent1.given')).toMatchObject({ hers: 'Petr', his: 'Petr', conflict: false });
    const chosen = overviewOf({ petition, draft, choices: { 'ben.parent1.family': { keep: 'his', value: 'Ivanov' } } }).find((s) => s.id === 17)!;
    expect(chosen.conflicts).toBe(0);
    const his = mergeBeneficiarySection({ petition, draft, sectionId: 17, choices: { 'ben.parent1.family': { keep: 'his', value: 'Ivanov' } } });
    expect(his.ok && his.doc.answers['ben.parent1.family']).toBe('Ivanoff');
    const hers = mergeBeneficiarySection({ petition, draft, sectionId: 17, choices: { 'ben.parent1.family': { keep: 'hers', value: 'Ivanov' } } });
    expect(hers.ok && hers.doc.answers['ben.parent1.family']).toBe('Ivanov');
    // A choice made on another answer of hers no longer holds: the conflict is back.
    expect(overviewOf({ petition, draft, choices: { 'ben.parent1.family': { keep: 'his', value: 'Ivanova' } } }).find((s) => s.id === 17)!.conflicts).toBe(1);
    // His value that came from her (an earlier confirmation) is no conflict: she changed her own answer.
    expect(overviewOf({ petition, draft, herKeys: new Set(['ben.parent1.family']) }).find((s) => s.id === 17)!.conflicts).toBe(0);
  });

  it('a section is not started, in progress, answered, confirmed for the answers confirmed, or waiting for a requested change', () => {
    const petition: PetitionDoc = k1State();
    const status = (o: Partial<OverviewInput> & Pick<OverviewInput, 'petition' | 'draft'>) => overviewOf(o).find((s) => s.id === 17)!.status;
    expect(status({ petition, draft: null })).toBe('not_started');
    expect(status({ petition, draft: herDraft(petition, PARENT.slice(0, 3)) })).toBe('in_progress');
    const draft = herDraft(petition);
    expect(status({ petition, draft })).toBe('answered');
    expect(status({ petition, draft, confirmed: { '17': sectionFingerprint(draft, 17) } })).toBe('confirmed');
    expect(status({ petition, draft, requested: new Set([17]) })).toBe('changes_requested');
    const edited = applyChanges(draft, [{ type: 'edit', sectionId: 17, key: 'ben.parent1.given', input: 'Pyotr', expected: 'Petr' }]).doc;
    expect(sectionFingerprint(edited, 17)).not.toBe(sectionFingerprint(draft, 17));
    expect(status({ petition, draft: edited, confirmed: { '17': sectionFingerprint(draft, 17) } })).toBe('answered');
  });
});
