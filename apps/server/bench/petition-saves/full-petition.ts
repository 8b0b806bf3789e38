import { interview } from '@i129f/petition/interview.ts';
import type { PetitionDoc } from '@i129f/petition/changes/types.ts';
import type { SectionId } from '@i129f/petition/engine/types.ts';
import { DIVORCED_NATURALIZED, runScript } from '@i129f/petition/transcripts/fixtures.ts';

/**
 * The petition the saves bench works on: a full K-1 petition built by the engine (transcripts/fixtures.ts: the divorced,
 * naturalized petitioner with three addresses, three employers, two children, a previous spouse on each side — the
 * fixture K1_COUPLE extended with loops; about 250 answers, ~120 KB of JSON), and the answers a user edits one at a
 * time, each between two valid values the engine accepts without resetting its section.
 */
/** An answer a user edits back and forth: `values[0]` is the petition's, `values[1]` another valid one. */
export interface Toggle {
  sectionId: SectionId;
  key: string;
  /** What the user types, and what the engine stores for it (the edit's `expected` when the answer shows it). */
  values: readonly [{ input: string; stored: string }, { input: string; stored: string }];
}

/** Answers spread over the sections, each with a second valid value (inputs as a person types them). */
const EDITS: ReadonlyArray<readonly [SectionId, string, string]> = [
  [1, 'pet.email', 'mark.jones@work.example'],
  [2, 'elig.meetingDescription', 'We met in Novosibirsk on 08/01/2024 and again in Chicago.'],
  [6, 'pet.weight', '195'],
  [8, 'pet.birth.city', 'Ottawa'],
  [9, 'pet.address.1.street', '210 Lake Shore Dr'],
  [9, 'pet.mailing.inCareOf', 'Jane A. Jones'],
  [10, 'pet.parent1.given', 'Pete'],
  [13, 'pet.employer.2.occupation', 'Ward clerk'],
  [16, 'ben.phone', '+7 383 555 4321'],
  [16, 'ben.employer.1.occupation', 'Cabin crew'],
  [17, 'ben.parent1.residenceCity', 'Omsk'],
  [20, 'ben.prevSpouse.1.given', 'Dmitriy'],
];

export interface FullPetition {
  doc: PetitionDoc;
  answers: number;
  bytes: number;
  toggles: Toggle[];
  /**
   * The whole document after each edit of one cycle (every toggle to its second value, then each back), as an old
   * browser posts it to the whole-state save.
   */
  states: string[];
}

/** Builds the petition, its toggles and the whole states; throws if the engine refuses a step or the replay finds a problem. */
export function buildFullPetition(): FullPetition {
  const doc = runScript(interview, DIVORCED_NATURALIZED) as PetitionDoc;
  const edit = (state: PetitionDoc, sectionId: SectionId, key: string, input: string): PetitionDoc => {
    const r = interview.editAnswer(state, sectionId, key, input);
    if (r.error || r.reset || r.state.answers[key] === state.answers[key]) throw new Error(`bench petition: editing ${key} to '${input}' did not change it (${r.error ?? 'reset'})`);
    return r.state as PetitionDoc;
  };
  const toggles = EDITS.map(([sectionId, key, input]): Toggle => {
    const stored = doc.answers[key];
    if (stored === undefined) throw new Error(`bench petition: ${key} is not answered`);
    const changed = edit(doc, sectionId, key, input);
    edit(changed, sectionId, key, stored);
    return { sectionId, key, values: [{ input: stored, stored }, { input, stored: changed.answers[key]! }] };
  });
  const states: string[] = [];
  let state = doc;
  for (const side of [1, 0] as const) {
    for (const t of toggles) {
      state = edit(state, t.sectionId, t.key, t.values[side].input);
      states.push(JSON.stringify(state));
    }
  }
  if (JSON.stringify(state.answers) !== JSON.stringify(doc.answers)) throw new Error('bench petition: a cycle does not come back to the start');
  for (const s of [doc, ...states.map((t) => JSON.parse(t) as PetitionDoc)]) {
    const problems = interview.validateState(s);
    if (problems.length) throw new Error(`bench petition: validateState refuses a step: ${JSON.stringify(problems[0])}`);
  }
  return { doc, answers: Object.keys(doc.answers).length, bytes: JSON.stringify(doc).length, toggles, states };
}
