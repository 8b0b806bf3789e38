/**
 * A simple K-1 couple (John Adam Smith, U.S.-born, single; Maria Elena Lopez, Colombia), as the answers a
 * new client types in the chat. Keyed by the engine's answer key with loop indexes written {i}; any
 * question not listed gets a neutral answer by input kind, so the browser test keeps walking as
 * sections change.
 */
export const K1_SETUP_NAMES = ['John', 'Adam', 'Smith', 'Maria', 'Elena', 'Lopez'] as const;

export const K1_QUESTIONNAIRE: Record<string, string> = {
  petitionerOtherNames: 'No',
  petitionerMaritalStatus: 'Single',
  citizenshipMethod: 'Birth in the United States',
  filedI129F: 'No',
  petitionerChildren: 'No',
  beneficiaryOtherNames: 'No',
  beneficiaryMaritalStatus: 'Single',
  beneficiaryInUS: 'No',
  beneficiaryHasChildren: 'No',
  metInPerson: 'Yes',
  metThroughIMB: 'No',
  protectionOrder: 'No',
  beneficiaryCrimes: 'No',
  classificationBeneficiary: 'Fiancé(e) (K-1 visa)',
  filedFormI130: 'No',
  beneficiaryChildCount: '0',
};

const US_ADDRESS = { street: '123 Main Street', unitType: 'None', city: 'San Diego', country: 'USA', state: 'CA', zip: '92101' };
const CO_ADDRESS = { street: 'Calle 10 5-20', unitType: 'None', city: 'Bogota', country: 'Colombia', province: 'Cundinamarca', postal: '110111' };
const prefixed = (prefix: string, o: Record<string, string>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [`${prefix}.${k}`, v]));
const parent = (who: string, given: string, gender: string, country: string, city: string) => ({
  [`${who}.known`]: 'I agree',
  [`${who}.family`]: who.startsWith('pet') ? 'Smith' : 'Lopez',
  [`${who}.given`]: given,
  [`${who}.middle`]: 'N/A',
  [`${who}.birthDate`]: '03/02/1960',
  [`${who}.gender`]: gender,
  [`${who}.birthCountry`]: country,
  [`${who}.residenceUnknown`]: 'No',
  [`${who}.deceased`]: 'No',
  [`${who}.residenceCity`]: city,
  [`${who}.residenceCountry`]: country,
});

export const K1_ANSWERS: Record<string, string> = {
  'pet.email': 'john.smith@example.com',
  'pet.mobile': '+1 (555) 123-4567',
  'pet.hasLandline': 'No',
  'ben.otherNames.has': 'No',
  'elig.citizen': 'Yes',
  'elig.married': 'No',
  'elig.freeToMarry': 'Yes',
  'elig.intent': 'Yes',
  'elig.met': 'Yes',
  'elig.meetingDescription': 'We met in Cartagena, Colombia, in June 2024 and spent two weeks together.',
  'crime.abuse': 'No',
  'crime.violent': 'No',
  'crime.drugs': 'No',
  'crime.arrested': 'No',
  'pet.citizenship.method': 'Birth in the United States',
  'pet.ssn.has': 'Yes',
  'pet.ssn': '123-45-6789',
  'pet.uscisAccount.has': 'No',
  'pet.otherNames.has': 'No',
  'pet.gender': 'Male',
  'pet.birthDate': '05/14/1988',
  'pet.residence.{i}.country': 'USA',
  'pet.residence.{i}.state': 'California',
  'pet.residence.{i}.more': 'No',
  'pet.ethnicity': 'NOT Hispanic/Latino',
  'pet.race': 'White',
  'pet.height': '5 10',
  'pet.weight': '180',
  'pet.eyeColor': 'Brown',
  'pet.hairColor': 'Brown',
  'pet.maritalStatus': 'Single',
  'pet.previouslyMarried': 'No',
  'pet.birth.city': 'San Diego',
  'pet.birth.province': 'California',
  'pet.birth.country': 'USA',
  ...prefixed('pet.address.{i}', { ...US_ADDRESS, from: '01/01/2015', to: 'current' }),
  'pet.mailing.same': 'Yes',
  'pet.mailing.name': 'Own Name',
  ...parent('pet.parent1', 'Robert', 'Male', 'USA', 'San Diego'),
  ...parent('pet.parent2', 'Mary', 'Female', 'USA', 'San Diego'),
  'pet.children.has': 'No',
  'pet.employment.has': 'Yes',
  'pet.employer.{i}.name': 'Acme Corporation',
  ...prefixed('pet.employer.{i}.address', { ...US_ADDRESS, street: '500 Market Street' }),
  'pet.employer.{i}.occupation': 'Software Engineer',
  'pet.employer.{i}.start': '01/01/2015',
  'pet.employer.{i}.end': 'current',
  'pet.priorPetition.has': 'No',
  'ben.imb.used': 'No',
  'ben.aNumber': 'N/A',
  'ben.ssn.has': 'No',
  'ben.birthDate': '07/21/1992',
  'ben.gender': 'Female',
  'ben.maritalStatus': 'Single',
  'ben.birth.city': 'Bogota',
  'ben.birth.country': 'Colombia',
  'ben.citizenship': 'Colombia',
  'ben.livesInUS': 'No',
  ...prefixed('ben.address.{i}', { ...CO_ADDRESS, from: '01/01/2012', to: 'current' }),
  'ben.phone': '+57 300 123 4567',
  'ben.native.has': 'No',
  'ben.mailing.same': 'Yes',
  'ben.mailing.name': 'Own Name',
  'ben.livesWithPetitioner': 'Yes',
  'ben.usPhone': '+1 (555) 123-4567',
  'ben.employment.has': 'No',
  'ben.related': 'No',
  ...parent('ben.parent1', 'Carlos', 'Male', 'Colombia', 'Bogota'),
  ...parent('ben.parent2', 'Ana', 'Female', 'Colombia', 'Bogota'),
  'ben.children.has': 'No',
  'ben.previouslyMarried': 'No',
  'ben.inUS': 'No',
  'ben.everInUS': 'No',
  'ben.consulate.city': 'Bogota',
  'ben.consulate.country': 'Colombia',
  'interpreter.has': 'No',
  'preparer.has': 'No',
};

/** Neutral answers for questions the map does not list (sections still being written). */
const BY_KIND: Record<string, string> = { yesno: 'No', date: '01/15/1990', number: '1', text: 'N/A' };

/** The answer for a question the chat shows: by key (loop index → {i}), else by input kind. */
export function k1Answer(key: string, input: string, options: readonly string[] = []): { value: string; known: boolean } {
  const generic = key.replace(/\.\d+\./g, '.{i}.');
  const value = K1_ANSWERS[key] ?? K1_ANSWERS[generic];
  if (value !== undefined) return { value, known: true };
  if (input === 'options') return { value: options[0] ?? '', known: false };
  return { value: BY_KIND[input] ?? 'N/A', known: false };
}
