import { interview } from '@i129f/petition/interview.ts';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';

/**
 * The K-1 couple of packages/petition/src/transcripts/fixtures.ts (K1_COUPLE), as the browser walk needs it.
 *
 * Why a map and not the fixture's lists: the fixture is a list of typed inputs per section, in the order
 * the engine asks them for that script (its names without middle names, asOf 06/01/2025). The browser
 * walk has a different start — onboardClient (support/accounts.ts) enters John Adam Smith and Maria Elena
 * Lopez in setup, so the middle-name questions are skipped, and the chat's "today" is the real date — so
 * the position of an input in a list would not match the question the chat shows. Running the fixture
 * through the engine gives its answers keyed by answer key (values normalised by the validators, which
 * accept them again as input), and the walk answers whatever the chat asks by its key.
 */
export const K1_QUESTIONNAIRE: Readonly<Record<string, string>> = K1_COUPLE.questionnaire;

export const K1_ANSWERS: Readonly<Record<string, string>> = runScript(interview, K1_COUPLE).answers;

/** Neutral answers for questions the fixture does not answer (sections added later, further loop entries). */
const BY_KIND: Record<string, string> = { yesno: 'No', date: '01/15/1990', number: '1', text: 'N/A' };

/** The answer for a question the chat shows: by key (a further loop entry takes the first entry's), else by input kind. */
export function k1Answer(key: string, input: string, options: readonly string[] = []): { value: string; known: boolean } {
  const value = K1_ANSWERS[key] ?? K1_ANSWERS[key.replace(/\.\d+\./g, '.1.')];
  if (value !== undefined) return { value, known: true };
  if (input === 'options') return { value: options[0] ?? '', known: false };
  return { value: BY_KIND[input] ?? 'N/A', known: false };
}
