import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { answerAll } from '../engine/testing.ts';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { K3 } from '../questionnaire/questions.ts';
import { BENEFICIARY_ADDRESS_NOT_COVERED, beneficiaryBiographic } from './beneficiary-biographic.ts';
import { EMPLOYED, EMPLOYMENT_NOT_COVERED } from './employment-steps.ts';
import { k1State } from './test-helpers.ts';

const e = createEngine([beneficiaryBiographic]);
type S = ReturnType<typeof k1State>;
/** The petitioner lives in the U.S. (section 9's answer), so 'Will … live at your current address in the United States?' is asked. */
const usPetitioner = (s: S): S => ({ ...s, answers: { ...s.answers, 'pet.address.1.country': 'USA' } });
const v = (s: S) => {
  const f = e.computeFieldValues(s).fields;
  return (id: FieldId) => f[fullName(id)];
};

const PERSONAL = ['N/A', 'No', '07/08/1995', 'Female', 'Single', 'Kazan', 'Russia', 'Russia'];
const ABROAD = ['ul. Lenina 10', 'Apartment', '15', 'Kazan', 'Russia', 'Tatarstan', '420111', '01/01/2018'];
const PHONE = '8431234567';
const NATIVE = ['Yes', 'Иванова', 'Ольга', 'Сергеевна', 'ул. Ленина 10', 'Apartment', '15', 'Казань', 'Россия', 'Татарстан', '420111'];
const EMPLOYER = [EMPLOYED, 'Kazan University', 'Kremlevskaya 18', 'None', 'Kazan', 'Russia', 'Tatarstan', '420008', 'Teacher', '09/01/2017', 'current'];

describe('section 16: beneficiary information', () => {
  it('main path abroad: native alphabet, mailing the same, lives with the petitioner, one employer', () => {
    const s = answerAll(e, usPetitioner(k1State()), 16, [...PERSONAL, ...ABROAD, ...NATIVE, PHONE, 'Yes', 'Own Name', 'Yes', '2175550100', ...EMPLOYER, 'No']);
    expect(e.isSectionComplete(s, 16)).toBe(true);
    const f = v(s);
    expect(f('Pt2Line2_AlienNumber[0]')).toBeUndefined(); // N/A never goes into a comb (guide §2.8)
    expect(f('Pt2Line4_DateOfBirth[0]')).toBe('07/08/1995');
    expect(f('Pt2Line5_Checkboxes[1]')).toBe('Yes');
    expect(f('Pt2Line6_Checkboxes[2]')).toBe('Yes');
    expect(f('Pt2Line7_CityTownOfBirth[0]')).toBe('Kazan');
    expect(f('Pt2Line9_CountryofCitzOrNationality[0]')).toBe('Russia');
    expect(f('Pt2Line12_StreetNumberName[0]')).toBe('ul. Lenina 10');
    expect(f('Pt2Line12_Unit[1]')).toBe('Yes'); // Apt. printed next to Unit[1] (shuffled block)
    expect(f('Pt2Line12_Province[0]')).toBe('Tatarstan');
    expect(f('Pt2Line13a_DateFrom[0]')).toBe('01/01/2018');
    expect(f('Pt2Line13b_ToFrom[0]')).toBe('PRESENT');
    // Current address abroad also fills P2 47 (Apt. = Unit[0] there) and the mailing address P2 11 (Apt. = Unit[2]).
    expect(f('Pt2Line47_StreetNumberName[0]')).toBe('ul. Lenina 10');
    expect(f('Pt2Line47_Unit[0]')).toBe('Yes');
    expect(f('Pt2Line47_Country[0]')).toBe('Russia');
    expect(f('Pt2Line11_StreetNumberName[0]')).toBe('ul. Lenina 10');
    expect(f('Pt2Line11_Unit[2]')).toBe('Yes');
    expect(f('Pt2Line11_InCareOfName[0]')).toBe('N/A');
    expect(f('Pt2Line48_DaytimeTelephoneNum[0]')).toBe('8431234567');
    expect(f('Pt2Line49a_FamilyName[0]')).toBe('Иванова');
    expect(f('Pt2Line49b_GivenName[0]')).toBe('Ольга');
    expect(f('Pt2Line50_Unit[2]')).toBe('Yes'); // Apt. = Unit[2] on P2 50
    expect(f('Pt2Line28c_CityOrTown[0]')).toBe('Казань');
    expect(f('Pt2Line28f_Country[0]')).toBe('Россия');
    expect(f('Pt2Line46_DayTimeTelephoneNumber[0]')).toBe('2175550100');
    expect(f('Pt2Line16_NameofEmployer[0]')).toBe('Kazan University');
    expect(f('Pt2Line19b_ToFrom[0]')).toBe('PRESENT');
    expect(f('Pt2Line51_Checkboxes[1]')).toBe('Yes');
  });

  it('in the U.S., different mailing address in care of, own U.S. address, SSN, married (document 24, K-3 marriage certificate), K-3', () => {
    const s0 = usPetitioner(k1State({ classificationBeneficiary: K3 }));
    let s = answerAll(e, s0, 16, ['12345678', 'Yes', '123-45-6789', '07/08/1995', 'Female', 'Married', 'Kazan', 'Russia', 'Russia']);
    expect(s.requiredDocuments).toContain(24);
    s = answerAll(e, s, 16, ['20 Oak St', 'Floor', '2', 'Boston', 'USA', 'MA', '02108', '01/01/2024', 'No', '6175550100']);
    expect(s.sections['16']?.messages.at(-2)?.content).toBe(BENEFICIARY_ADDRESS_NOT_COVERED);
    s = answerAll(e, s, 16, ['ul. Lenina 10', 'None', 'Kazan', 'Russia', 'N/A', '420111', '01/01/2015', '12/31/2023']);
    // P2 47: the previous address abroad is offered instead of being typed again.
    expect(e.currentQuestion(s, 16)?.prompt).toContain('Is it the previous address you gave: ul. Lenina 10, Kazan, Russia?');
    s = answerAll(e, s, 16, ['Yes']);
    expect(e.currentQuestion(s, 16)?.stepId).toBe('mailSame');
    s = answerAll(e, s, 16, ['No', 'PO Box 7', 'None', 'Boston', 'USA', 'MA', '02109', 'Someone Else', 'Anna Lee']);
    s = answerAll(e, s, 16, ['No', '30 Elm St', 'None', 'Cambridge', 'MA', '02139', '6175550199']);
    expect(e.currentQuestion(s, 16)?.stepId).toBe('empKind');
    s = answerAll(e, s, 16, [EMPLOYED, 'Cafe Boston', '1 Water St', 'None', 'Boston', 'USA', 'MA', '02108', 'Barista', '02/01/2024']);
    expect(e.submitAnswer(s, 16, '01/01/2024').error).toBe('The end date should be greater or equal than the start date');
    s = answerAll(e, s, 16, ['02/01/2024']);
    expect(s.sections['16']?.messages.at(-1)?.content).toBe(EMPLOYMENT_NOT_COVERED);
    s = answerAll(e, s, 16, ['No']);
    expect(e.isSectionComplete(s, 16)).toBe(true); // K-3: the relationship question is skipped
    const f = v(s);
    expect(f('Pt2Line2_AlienNumber[0]')).toBe('012345678');
    expect(f('Pt2Line3_SSN[0]')).toBe('123456789');
    expect(f('Pt2Line6_Checkboxes[3]')).toBe('Yes');
    expect(f('Pt2Line12_Unit[0]')).toBe('Yes'); // Flr. = Unit[0]
    expect(f('Pt2Line12_State[0]')).toBe('MA');
    expect(f('Pt2Line47_StreetNumberName[0]')).toBe('ul. Lenina 10');
    expect(f('Pt2Line47_Country[0]')).toBe('Russia');
    expect(f('Pt2Line47_Province[0]')).toBe('N/A');
    expect(f('Pt2Line11_StreetNumberName[0]')).toBe('PO Box 7');
    expect(f('Pt2Line11_InCareOfName[0]')).toBe('Anna Lee');
    expect(f('Pt2Line45a_StreetNumberName[0]')).toBe('30 Elm St');
    expect(f('Pt2Line45d_State[0]')).toBe('MA');
    expect(f('Pt2Line14_Country[0]')).toBe('Russia');
    expect(f('Pt2Line15b_ToFrom[0]')).toBe('12/31/2023');
    expect(f('Pt2Line19b_ToFrom[0]')).toBe('02/01/2024');
    expect(f('Pt2Line51_Checkboxes[2]')).toBe('Yes'); // N/A, beneficiary is my spouse
  });

  it('related: nature and degree of the relationship into P2 52', () => {
    const s = answerAll(e, usPetitioner(k1State()), 16, [...PERSONAL, ...ABROAD, 'No', PHONE, 'Yes', 'Own Name', 'Yes', '2175550100', 'Unemployed', '01/01/2019', 'current', 'Yes', 'Second cousin']);
    expect(e.isSectionComplete(s, 16)).toBe(true);
    const f = v(s);
    expect(f('Pt2Line16_NameofEmployer[0]')).toBe('Unemployed');
    expect(f('Pt2Line51_Checkboxes[0]')).toBe('Yes');
    expect(f('Pt2Line52_Relationship[0]')).toBe('Second cousin');
  });

  describe('beneficiary in the United States (issue 9)', () => {
    const US = ['111 Main Plaza', 'Apartment', '4', 'San Antonio', 'USA', 'TX', '78205'];

    it("a U.S. address after the questionnaire's 'not in the United States' is refused, naming both answers", () => {
      const s = answerAll(e, usPetitioner(k1State({ beneficiaryInUS: 'No' })), 16, [...PERSONAL, ...US.slice(0, 4)]);
      const r = e.submitAnswer(s, 16, 'USA');
      expect(r.error).toContain('In the questionnaire you answered that the beneficiary is not in the United States, but this current address is in the USA. Which is right?');
      // The questionnaire says Yes: the same address is accepted and never written as the address abroad.
      const ok = answerAll(e, usPetitioner(k1State({ beneficiaryInUS: 'Yes' })), 16, [...PERSONAL, ...US, '08/20/2024', 'No']);
      expect(e.currentQuestion(ok, 16)?.stepId).toBe('phoneAbroad');
      expect(e.currentQuestion(ok, 16)?.prompt).toContain('not the U.S. number');
    });

    it('a student whose earlier addresses were in the U.S. too is asked the address abroad; the USA is refused there', () => {
      let s = answerAll(e, usPetitioner(k1State({ beneficiaryInUS: 'Yes' })), 16, [...PERSONAL, ...US, '08/20/2022', 'No', '+7 843 123 4567']);
      s = answerAll(e, s, 16, ['5 Campus Dr', 'None', 'Austin', 'USA', 'TX', '78712', '08/20/2019', '08/19/2022']);
      expect(e.currentQuestion(s, 16)?.stepId).toBe('abroadStreet');
      s = answerAll(e, s, 16, ['ul. Lenina 10', 'Apartment', '15', 'Kazan']);
      expect(e.submitAnswer(s, 16, 'United States').error).toBe('The form asks here for an address outside the United States. Please type the country of the address abroad, for example Russia.');
      s = answerAll(e, s, 16, ['Russia', 'Tatarstan', '420111']);
      expect(e.currentQuestion(s, 16)?.stepId).toBe('mailSame');
      s = answerAll(e, s, 16, ['Yes', 'Own Name', 'Yes', '2175550100', 'Student', '08/20/2019', 'current', 'No']);
      expect(e.isSectionComplete(s, 16)).toBe(true);
      const f = v(s);
      expect(f('Pt2Line12_CityOrTown[0]')).toBe('San Antonio');
      expect(f('Pt2Line47_StreetNumberName[0]')).toBe('ul. Lenina 10');
      expect(f('Pt2Line47_Unit[0]')).toBe('Yes'); // Apt. on P2 47
      expect(f('Pt2Line47_Country[0]')).toBe('Russia');
      expect(f('Pt2Line47_PostalCode[0]')).toBe('420111');
      expect(f('Pt2Line16_NameofEmployer[0]')).toBe('Student');
      expect(f('Pt2Line17_StreetNumberName[0]')).toBe('N/A');
    });

    it('refuses nonsense: 123 as a city, abc as a unit number', () => {
      const s = answerAll(e, usPetitioner(k1State()), 16, [...PERSONAL, 'ul. Lenina 10', 'Apartment']);
      expect(e.submitAnswer(s, 16, 'abc').error).toBe('Invalid address format. Please check your input and try again.');
      const c = answerAll(e, s, 16, ['3B']);
      expect(e.submitAnswer(c, 16, '123').error).toBe('Invalid address format. Please check your input and try again.');
      expect(e.submitAnswer(c, 16, 'Kazan').error).toBeUndefined();
    });
  });
});
