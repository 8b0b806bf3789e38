import { createInterviewState, type InterviewEngine } from '../engine/index.ts';
import { answerAll } from '../engine/testing.ts';
import type { BenPetNames, InterviewState, SectionId } from '../engine/types.ts';
import { answerQuestionnaire } from '../questionnaire/apply.ts';
import { K1 } from '../questionnaire/questions.ts';
import { applySetupNames } from '../setup/wizard.ts';
import { EMPLOYED as JOB } from '../sections/employment-steps.ts';

/**
 * A whole interview as data: setup names, questionnaire answers and the typed inputs of every chat
 * section in order. Shared by the transcript tests, the browser tests and the PDF tests.
 */
export interface InterviewScript {
  readonly asOf: string;
  readonly names: Partial<BenPetNames>;
  readonly questionnaire: Readonly<Record<string, string>>;
  readonly sections: Readonly<Record<SectionId, readonly string[]>>;
}

/** Runs a script through the engine (setup, questionnaire, then each section with inputs). Throws on a refused input. */
export function runScript(engine: InterviewEngine, script: InterviewScript): InterviewState {
  let s = applySetupNames(createInterviewState({ asOf: script.asOf }), script.names);
  for (const [k, v] of Object.entries(script.questionnaire)) s = answerQuestionnaire(s, k, v);
  for (const id of engine.registry.order) {
    const inputs = script.sections[id];
    if (inputs) s = answerAll(engine, s, id, inputs);
  }
  return s;
}

/** A simple K-1 couple: U.S.-born, single petitioner in Illinois; single beneficiary in Kazan, Russia. */
export const K1_COUPLE: InterviewScript = {
  asOf: '06/01/2025',
  names: { petitionerFirstName: 'John', petitionerLastName: 'Smith', beneficiaryFirstName: 'Olga', beneficiaryLastName: 'Ivanova' },
  questionnaire: {
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
    classificationBeneficiary: K1,
    filedFormI130: 'No',
    beneficiaryChildCount: '0',
  },
  sections: {
    1: ['N/A', 'john.smith@example.com', '217-555-0100', 'No', 'N/A'],
    2: ['Yes', 'Yes', 'Yes', 'We met in Kazan, Russia, on 05/10/2024 and spent two weeks together.'],
    3: ['No', 'No', 'No', 'No'],
    4: ['Yes', '123-45-6789', 'Yes', '08/14/2030'],
    5: ['No'],
    6: ['Male', '04/12/1988', 'U.S. state', 'Illinois', 'No', 'NOT Hispanic/Latino', 'Yes', 'No', 'No', 'No', 'No', '5 10', '180', 'Blue', 'Brown'],
    7: ['No'],
    8: ['Springfield', 'Illinois', 'USA'],
    9: ['100 Main St', 'Apartment', '3B', 'Springfield', 'USA', 'IL', '62701', '01/15/2015', 'Yes', 'Own Name'],
    10: ['I agree', 'Smith', 'Robert', 'N/A', '03/03/1960', 'Male', 'USA', 'Springfield', 'USA'],
    11: ['I agree', 'Smith', 'Linda', 'N/A', '05/05/1962', 'Female', 'USA', 'Springfield', 'USA'],
    12: [],
    13: [JOB, 'Acme Corp', '1 Industry Way', 'Suite', '200', 'Springfield', 'USA', 'IL', '62701', 'Engineer', '03/01/2015', 'current'],
    14: [],
    15: [],
    16: [
      'N/A', 'No', '07/08/1995', 'Female', 'Kazan', 'Russia', 'Russia',
      'ul. Lenina 10', 'Apartment', '15', 'Kazan', 'Russia', 'Tatarstan', '420111', '01/01/2018',
      'No', '8431234567', 'Yes', 'Own Name', 'Yes', '2175550100',
      JOB, 'Kazan University', 'Kremlevskaya 18', 'None', 'Kazan', 'Russia', 'Tatarstan', '420008', 'Teacher', '09/01/2017', 'current',
      'No',
    ],
    17: ['I agree', 'Ivanov', 'Sergey', 'Petrovich', '02/02/1965', 'Male', 'Russia', 'No', 'Kazan', 'Russia'],
    18: ['I agree', 'Ivanova', 'Elena', 'N/A', '03/03/1967', 'Female', 'Russia', 'No', 'Kazan', 'Russia'],
    19: [],
    20: ['No'],
    21: ['No', '01/01/2030', 'Moscow', 'Russia', 'No', 'No'],
  },
};

/**
 * A divorced, naturalized petitioner (born in Toronto) with 3 addresses and 3 employers in the last
 * 5 years and two children under 18; a divorced beneficiary in Novosibirsk with a Cyrillic native-alphabet
 * name and address. The third address and employer, a foreign phone number and a Cyrillic province
 * longer than its box go to Part 8.
 */
export const DIVORCED_NATURALIZED: InterviewScript = {
  asOf: '06/01/2025',
  names: { petitionerFirstName: 'Mark', petitionerLastName: 'Jones', beneficiaryFirstName: 'Ekaterina', beneficiaryLastName: 'Smirnova' },
  questionnaire: {
    ...K1_COUPLE.questionnaire,
    petitionerMaritalStatus: 'Divorced',
    citizenshipMethod: 'Naturalization',
    petitionerChildren: 'Yes',
    beneficiaryMaritalStatus: 'Divorced',
  },
  sections: {
    1: ['N/A', 'mark.jones@example.com', '(312) 555-0147', 'Yes', '312-555-0199', 'N/A'],
    2: ['Yes', 'Yes', 'Yes', 'We met in Novosibirsk on 08/01/2024.'],
    3: ['No', 'No', 'No', 'No'],
    4: ['Yes', 'A-087654321', '31234567', 'Chicago, IL', '06/15/2012', 'Yes', '321-54-9876', 'No'],
    5: ['No'],
    6: ['Male', '09/09/1980', 'U.S. state', 'Illinois', 'Yes', 'Foreign country', 'Canada', 'No', 'Hispanic/Latino', 'Yes', 'No', 'No', 'No', 'No', "6'1", '200', 'Brown', 'Black'],
    7: ['Jones', 'Karen', 'Ann', '10/10/2020', 'No'],
    8: ['Toronto', 'Ontario', 'Canada'],
    9: [
      '200 Lake Shore Dr', 'Floor', '12', 'Chicago', 'USA', 'IL', '60611', '03/01/2023',
      'No', 'PO Box 4455', 'None', 'Chicago', 'USA', 'IL', '60690', 'Someone Else', 'Jane Jones',
      '45 Oak Ave', 'Apartment', '2A', 'Evanston', 'USA', 'IL', '60201', '01/01/2021', '02/28/2023',
      '12 King St W', 'Suite', '500', 'Toronto', 'Canada', 'Ontario', 'M5H 1A1', '01/01/2018', '12/31/2020',
    ],
    10: ['I agree', 'Jones', 'Peter', 'N/A', '01/01/1950', 'Male', 'Canada', 'Toronto', 'Canada'],
    11: ['I agree', 'Jones', 'Maria', 'N/A', '02/02/1952', 'Female', 'Mexico', 'Deceased', 'Deceased'],
    12: ['2', '10', '7'],
    13: [
      JOB, 'Windy City Logistics', '300 Wacker Dr', 'Floor', '9', 'Chicago', 'USA', 'IL', '60606', 'Dispatcher', '03/01/2023', 'current', 'Yes',
      JOB, 'Northwestern Hospital', '251 E Huron St', 'None', 'Chicago', 'USA', 'IL', '60611', 'Clerk', '01/01/2021', '02/28/2023', 'Yes',
      JOB, 'Maple Leaf Foods', '6985 Financial Dr', 'None', 'Mississauga', 'Canada', 'Ontario', 'L5N 0A1', 'Driver', '01/01/2017', '12/31/2020',
    ],
    14: [],
    15: [],
    16: [
      'N/A', 'No', '11/11/1992', 'Female', 'Novosibirsk', 'Russia', 'Russia',
      'pr. Mira 5', 'Apartment', '44', 'Novosibirsk', 'Russia', 'Novosibirsk Oblast', '630000', '05/01/2016',
      'Yes', 'Смирнова', 'Екатерина', 'Андреевна', 'пр. Мира 5', 'Apartment', '44', 'Новосибирск', 'Россия', 'Новосибирская область', '630000',
      '+7 383 555 1234', 'Yes', 'Own Name', 'Yes', '3125550147',
      JOB, 'Sibir Airlines', 'ul. Lenina 1', 'None', 'Novosibirsk', 'Russia', 'N/A', '630004', 'Flight attendant', '06/01/2015', 'current',
      'No',
    ],
    17: ['I agree', 'Smirnov', 'Andrey', 'N/A', '03/03/1966', 'Male', 'Russia', 'No', 'Novosibirsk', 'Russia'],
    18: ['I agree', 'Smirnova', 'Olga', 'N/A', '04/04/1968', 'Female', 'Russia', 'Yes', 'Yes'],
    19: [],
    20: ['Kuznetsov', 'Dmitry', 'N/A', '08/08/2021', 'No'],
    21: ['Yes', '03/15/2031', 'Moscow', 'Russia', 'No', 'No'],
  },
};

/**
 * Issue 9: a K-1 couple whose beneficiary studies in the United States (F-1, in San Antonio since
 * 08/2023; before that Kazan, Russia). Nothing the questionnaire answered is asked again; the previous
 * address in Kazan is taken as the physical address abroad (P2 47); her employment history is a
 * 'Student' period and an earlier job.
 */
export const STUDENT_IN_US: InterviewScript = {
  ...K1_COUPLE,
  questionnaire: { ...K1_COUPLE.questionnaire, beneficiaryInUS: 'Yes' },
  sections: {
    ...K1_COUPLE.sections,
    16: [
      'N/A', 'No', '07/08/1995', 'Female', 'Kazan', 'Russia', 'Russia',
      '111 Main Plaza', 'Apartment', '4', 'San Antonio', 'USA', 'TX', '78205', '08/20/2023',
      'No', '+7 843 123 4567',
      'ul. Lenina 10', 'Apartment', '15', 'Kazan', 'Russia', 'Tatarstan', '420111', '01/01/2015', '08/19/2023',
      'Yes',
      'Yes', 'Own Name', 'Yes', '2175550100',
      'Student', '08/20/2023', 'current', 'Yes',
      JOB, 'Kazan University', 'Kremlevskaya 18', 'None', 'Kazan', 'Russia', 'Tatarstan', '420008', 'Teacher', '09/01/2017', '08/15/2023',
      'No',
    ],
    21: ['F-1 (student)', '12345678901', '08/15/2023', 'D/S', 'Passport', '751234567', 'Russia', '01/01/2030', 'Moscow', 'Russia', 'No', 'No'],
  },
};

/** Issue 9: the K-1 couple's petitioner with a job, an unemployed period before it, and an earlier job. */
export const UNEMPLOYED_PERIOD: InterviewScript = {
  ...K1_COUPLE,
  sections: {
    ...K1_COUPLE.sections,
    13: [
      JOB, 'Acme Corp', '1 Industry Way', 'Suite', '200', 'Springfield', 'USA', 'IL', '62701', 'Engineer', '03/01/2024', 'current', 'Yes',
      'Unemployed', '09/01/2022', '02/29/2024', 'Yes',
      JOB, 'Beta LLC', '5 Oak St', 'None', 'Peoria', 'USA', 'IL', '61602', 'Clerk', '01/01/2019', '08/31/2022',
    ],
  },
};

/**
 * Issue 9: the K-1 couple's petitioner filed one earlier fiancé(e) petition (01/10/2022), approved on
 * `approved`. Today is 06/01/2025: approved on or after 06/01/2023 ⇒ multiple filer (waiver questions,
 * no convictions ⇒ P3 5.a); earlier ⇒ not (P3 5.d).
 */
export function priorPetitionScript(approved: string): InterviewScript {
  const within = isWithinTwoYears(approved, K1_COUPLE.asOf);
  return {
    ...K1_COUPLE,
    questionnaire: { ...K1_COUPLE.questionnaire, filedI129F: 'Yes' },
    sections: { ...K1_COUPLE.sections, 14: ['No', 'Petrova', 'Anna', 'N/A', '01/10/2022', 'Approved', approved, 'No', ...(within ? ['No'] : [])] },
  };
}

function isWithinTwoYears(date: string, asOf: string): boolean {
  const [m, d, y] = date.split('/').map(Number) as [number, number, number];
  const [am, ad, ay] = asOf.split('/').map(Number) as [number, number, number];
  return y * 10000 + m * 100 + d >= (ay - 2) * 10000 + am * 100 + ad;
}
