import { describe, expect, it } from 'vitest';
import { interview as e } from '../interview.ts';
import { EXTRACTED_MESSAGES } from '../engine/extracted.ts';
import { createInterviewState } from '../engine/state.ts';

const base = () => createInterviewState({ asOf: '06/01/2025' });

describe('section 0: pre-approve auto-extracted values', () => {
  it("nothing extracted: red 'No values were extracted…', section complete", () => {
    const s = e.startSection(base(), 0);
    expect(s.messages.at(-1)).toMatchObject({ content: 'No values were extracted from the provided documents.', backgroundColor: 'red' });
    expect(e.isSectionComplete(s.state, 0)).toBe(true);
  });

  it('confirms each value, accepts a typed replacement, then skips those steps in section 8', () => {
    let s = e.withAutoExtracted(base(), { petCityTownVillageBirth: 'Springfeld', petCountryBirth: 'usa', benHash: '' });
    expect(s.autoExtractionRequired).toBe(true);
    expect(e.sectionOrder(s)[0]).toBe(0);
    expect(e.isSectionUnlocked(s, 1)).toBe(false);
    const started = e.startSection(s, 0);
    expect(started.messages[0]?.content).toBe(EXTRACTED_MESSAGES.intro);
    s = started.state;
    const q = e.currentQuestion(s, 0);
    expect(q).toMatchObject({ key: 'pet.birth.city', extracted: { autoKey: 'petCityTownVillageBirth', value: 'Springfeld' }, options: ['Accept', 'Accept All'] });
    s = e.submitAnswer(s, 0, 'Springfield').state;
    s = e.submitAnswer(s, 0, 'Accept').state;
    expect(e.isSectionComplete(s, 0)).toBe(true);
    expect(s.progressBarStep).toBe(3);
    expect(s.answers).toMatchObject({ 'pet.birth.city': 'Springfield', 'pet.birth.country': 'USA' });
    expect(e.isSectionUnlocked(s, 1)).toBe(true);
    expect(e.nextSectionId(s, 0)).toBe(1);
    expect(e.validateState(s)).toEqual([]);
    const s8 = e.startSection(s, 8).state;
    expect(e.currentQuestion(s8, 8)?.stepId).toBe('province');
  });

  it('Accept All accepts every valid value; an invalid one is asked again', () => {
    let s = e.startSection(e.withAutoExtracted(base(), { petBirthDate: '1990-01-02', petGender: 'X', benFirstName: 'Olga' }), 0).state;
    const r = e.submitAnswer(s, 0, 'Accept All');
    s = r.state;
    expect(s.answers['pet.gender']).toBeUndefined(); // 'X' is not one of the options Male/Female: stays pending
    expect(s.answers['ben.name.given']).toBe('Olga');
    expect(r.messages.some((m) => m.content === EXTRACTED_MESSAGES.invalid)).toBe(true);
    expect(e.currentQuestion(s, 0)?.key).toBe('pet.birthDate');
    s = e.submitAnswer(s, 0, '01/02/1990').state;
    expect(s.answers['pet.birthDate']).toBe('01/02/1990');
  });
});

describe('section 0 names the person and the field (issue 14, bugs 4 and 9)', () => {
  const named = () =>
    e.withAutoExtracted(createInterviewState({ asOf: '06/01/2025', names: { petitionerFirstName: 'John', beneficiaryFirstName: 'Maria' } }), {
      petGender: 'Male', benGender: 'Female', benDateOfBirth: '01/01/1990', benPassportNumber: 'X1234567', petFirstParentFirstName: 'Bob',
      petPrevSpouseLastName: 'Doe', benAddressInCareOfName: 'Ana Perez',
    });
  const prompts = () => {
    let s = e.startSection(named(), 0).state;
    const out: string[] = [];
    for (let q = e.currentQuestion(s, 0); q; q = e.currentQuestion(s, 0)) {
      out.push(q.prompt);
      s = e.submitAnswer(s, 0, 'Accept').state;
    }
    return { out, s };
  };

  it("each question says whose value it is: 'John's sex', 'Maria's sex', 'Maria's passport number'", () => {
    const { out } = prompts();
    expect(out).toEqual(expect.arrayContaining([
      'John\'s sex: "Male". Is this correct? Accept it, or type in the correct value.',
      'Maria\'s sex: "Female". Is this correct? Accept it, or type in the correct value.',
      expect.stringMatching(/^Maria's date of birth: "01\/01\/1990"\./),
      expect.stringMatching(/^Maria's passport number: "X1234567"\./),
      expect.stringMatching(/^John's parent 1's given name: "Bob"\./),
      expect.stringMatching(/^John's previous spouse's family name: "Doe"\./),
    ]));
  });

  it("without setup names it says 'The Beneficiary' (SET-10 fallback)", () => {
    const s = e.startSection(e.withAutoExtracted(base(), { benGender: 'Female' }), 0).state;
    expect(e.currentQuestion(s, 0)?.prompt).toMatch(/^The Beneficiary's sex: "Female"\./);
  });

  it('benAddressInCareOfName is offered and becomes the mailing in-care-of answer (section 16 asks it only for Someone Else)', () => {
    const { out, s } = prompts();
    expect(out).toContainEqual(expect.stringMatching(/^Maria's mailing address: in care of name: "Ana Perez"\./));
    expect(s.answers['ben.mailing.inCareOf']).toBe('Ana Perez');
  });
});

describe('section 0 messages (AX-24)', () => {
  it("a typed name that is not a name: 'Invalid name. Please try again.', asked again", () => {
    let s = e.startSection(e.withAutoExtracted(base(), { petFirstName: 'Jhon', benFirstName: 'Maria' }), 0).state;
    expect(e.currentQuestion(s, 0)?.prompt).toMatch(/^The Petitioner's given name: "Jhon"\./);
    const r = e.submitAnswer(s, 0, '123');
    expect(r.error).toBe('Invalid name. Please try again.');
    expect(r.messages.at(-2)).toMatchObject({ content: 'Invalid name. Please try again.', backgroundColor: 'red' });
    expect(e.currentQuestion(r.state, 0)?.key).toBe('pet.name.given');
    s = e.submitAnswer(r.state, 0, 'John').state;
    expect(s.answers['pet.name.given']).toBe('John');
    expect(e.currentQuestion(s, 0)?.prompt).toMatch(/^The Beneficiary's given name: "Maria"\./);
  });
});
