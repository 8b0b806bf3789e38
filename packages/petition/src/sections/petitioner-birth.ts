import type { SectionDef } from '../engine/types.ts';

/** Section 8: Petitioner's Birth (P1 24–26). Extracted values (petCityTownVillageBirth …) skip their step. */
export const petitionerBirth: SectionDef = {
  id: 8,
  title: "Petitioner's Birth",
  steps: [
    {
      id: 'city',
      kind: 'text',
      key: 'pet.birth.city',
      label: 'City/town/village of birth',
      prompt: 'In which city, town or village were you born, {petitionerFirst}?',
      validate: ['cityOfBirth'],
      fields: { type: 'text', field: 'Pt1Line24_CityTownOfBirth[0]' },
    },
    {
      id: 'province',
      kind: 'text',
      key: 'pet.birth.province',
      label: 'Province or state of birth',
      prompt: 'In which province or state were you born? Type N/A if there is none.',
      validate: ['addressLine'],
      fields: { type: 'text', field: 'Pt1Line25_ProvinceOrStateOfBirth[0]' },
    },
    {
      id: 'country',
      kind: 'text',
      key: 'pet.birth.country',
      label: 'Country of birth',
      prompt: 'In which country were you born?',
      validate: ['countryOfBirth'],
      fields: { type: 'text', field: 'Pt1Line26_CountryOfCitzOrNationality[0]' },
    },
  ],
};
