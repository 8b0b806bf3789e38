import { sex, text } from '../fields/bindings.ts';
import type { FieldId } from '../fields/form-fields.ts';
import type { SectionDef, Step } from '../engine/types.ts';

export const PARENT_AGREE = 'I agree';
export const PARENT_UNKNOWN = "I don't know this information";
export const PARENT_MOVE_ON = 'No problem. You can move on to the next section.';

/** The official fields of one parent block (guide §2.3: the 'CityTownOfBirth' fields hold the city of RESIDENCE). */
export interface ParentFields {
  readonly family: FieldId;
  readonly given: FieldId;
  readonly middle: FieldId;
  readonly birthDate: FieldId;
  readonly male: FieldId;
  readonly female: FieldId;
  readonly birthCountry: FieldId;
  readonly residenceCity: FieldId;
  readonly residenceCountry: FieldId;
}

export interface ParentOptions {
  readonly id: number;
  readonly title: string;
  readonly who: 'pet' | 'ben';
  readonly n: 1 | 2;
  readonly fields: ParentFields;
  /** Beneficiary parents (17/18): 'Is the parent deceased or the city unknown?' before the residence. */
  readonly unknownOrDeceased: boolean;
}

/**
 * Sections 10, 11 (petitioner's parents, P1 27–36) and 17, 18 (beneficiary's parents, P2 24–33).
 * 'I don't know this information' moves on (name fields 'Unknown', guide §5.3). The city and country of
 * residence are added questions (guide §5.1/§5.2).
 */
export function parentSection(o: ParentOptions): SectionDef {
  const k = (s: string) => `${o.who}.parent${o.n}.${s}`;
  const whose = o.who === 'pet' ? `your ${o.n === 1 ? 'first' : 'second'} parent` : `the ${o.n === 1 ? 'first' : 'second'} parent of {beneficiary}`;
  const f = o.fields;
  const deceasedNote = o.who === 'pet' ? { note: "If this parent has passed away, type 'Deceased'." } : {};
  const residence: Step[] = [
    {
      id: 'residenceCity',
      kind: 'text',
      key: k('residenceCity'),
      label: 'City/town/village of residence',
      prompt: `In which city, town or village does ${whose} live now? For example Porto.`,
      ...deceasedNote,
      validate: ['addressLine'],
      fields: text(f.residenceCity),
    },
    {
      id: 'residenceCountry',
      kind: 'text',
      key: k('residenceCountry'),
      label: 'Country of residence',
      prompt: `In which country does ${whose} live now? For example Portugal.`,
      ...deceasedNote,
      validate: ['countryOfResidence'],
      fields: text(f.residenceCountry),
      next: '@complete',
    },
  ];
  const unknown: Step[] = o.unknownOrDeceased
    ? [
        {
          id: 'unknownOrDeceased',
          kind: 'yesno',
          key: k('residenceUnknown'),
          prompt: `Is ${whose} deceased, or is the city where this parent lives unknown?`,
          next: [{ when: { key: k('residenceUnknown'), eq: 'Yes' }, goto: 'deceased' }, { goto: 'residenceCity' }],
        },
        {
          id: 'deceased',
          kind: 'yesno',
          key: k('deceased'),
          prompt: 'Is this parent deceased?',
          effects: [
            { when: { key: k('deceased'), eq: 'Yes' }, set: { [k('residenceCity')]: 'Deceased', [k('residenceCountry')]: 'Deceased' } },
            { when: { key: k('deceased'), eq: 'No' }, set: { [k('residenceCity')]: 'Unknown', [k('residenceCountry')]: 'Unknown' } },
          ],
          next: '@complete',
        },
      ]
    : [];
  return {
    id: o.id,
    title: o.title,
    ...(o.who === 'ben' ? { answeredBy: 'beneficiary' as const } : {}),
    steps: [
      {
        id: 'agree',
        kind: 'options',
        key: k('known'),
        prompt: `Next, the form asks about ${whose}: full name, date of birth, sex, country of birth, and the city and country where this parent lives now. Choose 'I agree' to answer these questions, or 'I don't know this information' if you cannot (the form then gets 'Unknown').`,
        options: [PARENT_AGREE, PARENT_UNKNOWN],
        next: [{ when: { key: k('known'), eq: PARENT_UNKNOWN }, goto: 'unknown' }],
      },
      { id: 'family', kind: 'text', key: k('family'), label: 'Family name', prompt: `What is the family name (last name) of ${whose}?`, validate: ['name'], fields: text(f.family) },
      { id: 'given', kind: 'text', key: k('given'), label: 'Given name', prompt: 'And the given name (first name)?', validate: ['name'], fields: text(f.given) },
      { id: 'middle', kind: 'text', key: k('middle'), label: 'Middle name', prompt: 'And the middle name? Type N/A if there is none.', validate: ['name'], fields: text(f.middle) },
      { id: 'birthDate', kind: 'date', key: k('birthDate'), label: 'Date of birth', prompt: `What is the date of birth of ${whose} (MM/DD/YYYY, for example 11/02/1960)?`, validate: ['notAfterToday'], fields: text(f.birthDate, 'date') },
      { id: 'gender', kind: 'options', key: k('gender'), label: 'Sex', prompt: 'What is the gender of this parent?', options: ['Male', 'Female'], validate: ['gender'], fields: sex(f.male, f.female) },
      { id: 'birthCountry', kind: 'text', key: k('birthCountry'), label: 'Country of birth', prompt: 'In which country was this parent born? For example Portugal.', validate: ['countryOfBirth'], fields: text(f.birthCountry) },
      ...unknown,
      ...residence,
      {
        id: 'unknown',
        kind: 'message',
        prompt: PARENT_MOVE_ON,
        effects: [{ set: { [k('family')]: 'Unknown', [k('given')]: 'Unknown' } }],
        next: '@complete',
      },
    ],
  };
}

export const petitionerParent1 = parentSection({
  id: 10, title: "Petitioner's Parent 1", who: 'pet', n: 1, unknownOrDeceased: false,
  fields: {
    family: 'Pt1Line27a_FamilyName[0]', given: 'Pt1Line27b_GivenName[0]', middle: 'Pt1Line27c_MiddleName[0]', birthDate: 'Pt1Line28_DateofBirth[0]',
    male: 'Pt1Line29_Checkbox[0]', female: 'Pt1Line29_Checkbox[1]', birthCountry: 'Pt1Line30_CountryOfCitzOrNationality[0]',
    residenceCity: 'Pt1Line31_CityTownOfBirth[0]', residenceCountry: 'Pt1Line31_CountryOfCitzOrNationality[0]',
  },
});

export const petitionerParent2 = parentSection({
  id: 11, title: "Petitioner's Parent 2", who: 'pet', n: 2, unknownOrDeceased: false,
  fields: {
    family: 'Pt1Line32a_FamilyName[0]', given: 'Pt1Line32b_GivenName[0]', middle: 'Pt1Line32c_MiddleName[0]', birthDate: 'Pt1Line33_DateofBirth[0]',
    male: 'Pt1Line34_Checkbox[0]', female: 'Pt1Line34_Checkbox[1]', birthCountry: 'Pt1Line35_CountryOfCitzOrNationality[0]',
    residenceCity: 'Pt1Line36a_CityTownOfBirth[0]', residenceCountry: 'Pt1Line36b_CountryOfCitzOrNationality[0]',
  },
});

export const beneficiaryParent1 = parentSection({
  id: 17, title: "Beneficiary's Parent 1", who: 'ben', n: 1, unknownOrDeceased: true,
  fields: {
    // P2 25's field is named 'Pt1Line11_DateofBirth' (guide §2.3).
    family: 'Pt2Line24a_FamilyName[0]', given: 'Pt2Line24b_GivenName[0]', middle: 'Pt2Line24c_MiddleName[0]', birthDate: 'Pt1Line11_DateofBirth[0]',
    male: 'Pt2Line26_Checkbox[0]', female: 'Pt2Line26_Checkbox[1]', birthCountry: 'Pt2Line27_CountryOfCitzOrNationality[0]',
    residenceCity: 'Pt2Line28a_CityTownOfBirth[0]', residenceCountry: 'Pt2Line28b_CountryOfCitzOrNationality[0]',
  },
});

export const beneficiaryParent2 = parentSection({
  id: 18, title: "Beneficiary's Parent 2", who: 'ben', n: 2, unknownOrDeceased: true,
  fields: {
    family: 'Pt2Line29a_FamilyName[0]', given: 'Pt2Line29b_GivenName[0]', middle: 'Pt2Line29c_MiddleName[0]', birthDate: 'Pt2Line30_DateofBirth[0]',
    male: 'Pt2Line31_Checkbox[0]', female: 'Pt2Line31_Checkbox[1]', birthCountry: 'Pt2Line32_CountryOfCitzOrNationality[0]',
    residenceCity: 'Pt2Line33a_CityTownOfBirth[0]', residenceCountry: 'Pt2Line33b_CountryOfCitzOrNationality[0]',
  },
});
