import type { ChangesRequest, PetitionLock } from '@i129f/petition/api/petition.ts';
import { applyChanges, createPetition } from '@i129f/petition/changes/apply.ts';
import type { Change, PetitionDoc } from '@i129f/petition/changes/types.ts';
import type { BenPetNames, SectionId } from '@i129f/petition/engine/types.ts';
import { interview } from '@i129f/petition/interview.ts';
import type { Handler } from './fetchMock.ts';

/** The setup names most tests start from. */
export const NAMES: BenPetNames = {
  petitionerFirstName: 'John',
  petitionerSecondName: 'Adam',
  petitionerLastName: 'Smith',
  beneficiaryFirstName: 'Maria',
  beneficiarySecondName: 'Elena',
  beneficiaryLastName: 'Lopez',
};

/** Today as MM/DD/YYYY, as the server dates a new petition. */
function usToday(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getMonth() + 1)}/${p(date.getDate())}/${date.getFullYear()}`;
}

/**
 * A petition built with the engine from changes, as a server would hold it after a client made them (a change that
 * needs consent is given it). Throws on a refused change: a test's fixture must be one the engine accepts.
 */
export function petitionWith(changes: readonly Change[], asOf = usToday()): PetitionDoc {
  let doc = createPetition(asOf);
  for (const change of changes) {
    let outcome = applyChanges(doc, [change]);
    if (outcome.consent) outcome = applyChanges(doc, [{ ...change, clear: outcome.consent.keys }]);
    if (outcome.error || outcome.conflicts.length) throw new Error(`fixture change refused: ${JSON.stringify(outcome.error ?? outcome.conflicts)}`);
    doc = outcome.doc;
  }
  return doc;
}

/** A petition after setup: the names given (the chat does not ask them again). */
export const petitionAfterSetup = (more: readonly Change[] = []): PetitionDoc => petitionWith([{ type: 'names', names: NAMES }, ...more]);

/** The petition with a section's questions answered in order, as the chat asks them (the section is started). */
export function withAnswers(doc: PetitionDoc, sectionId: SectionId, inputs: readonly string[]): PetitionDoc {
  let next = applyChanges(doc, [{ type: 'start', sectionId }]).doc;
  for (const input of inputs) {
    const key = interview.currentQuestion(next, sectionId)?.key;
    if (!key) throw new Error(`section ${sectionId} asks nothing more (input ${input})`);
    const outcome = applyChanges(next, [{ type: 'submit', sectionId, key, input }]);
    if (outcome.error) throw new Error(`${key}: ${outcome.error.message}`);
    next = outcome.doc;
  }
  return next;
}

export interface PetitionServer {
  /** Answers GET /api/chat-state/i29F/load/{email} and POST /api/petition/changes/{email}; other calls are not its. */
  handler: Handler;
  state: PetitionDoc | null;
  version: number;
  locked: PetitionLock | null;
  /** Every POST /petition/changes body, in order. */
  requests: ChangesRequest[];
  /** Every change received, in order. */
  changes(): Change[];
}

const path = (url: string) => url.replace(/^.*?\/api/, '').split('?')[0] ?? '';

type Slice = 'answers' | 'questionnaire' | 'names';
const sameAnswers = (a: PetitionDoc | null, b: PetitionDoc): boolean =>
  (['answers', 'questionnaire', 'names'] as Slice[]).every((slice) => {
    const x = (a?.[slice] ?? {}) as Record<string, string>;
    const y = b[slice] as Record<string, string>;
    return [...new Set([...Object.keys(x), ...Object.keys(y)])].every((k) => x[k] === y[k]);
  });

/**
 * The server's side of the petition (apps/server/src/petition/routes.ts) for component tests: the same engine
 * applies the changes; a refused value is a 400, a change needing consent a 409 CONSENT_REQUIRED, a changed
 * answer on an approved petition a 409 PETITION_LOCKED; the stored petition is sent back when the device read an
 * older version (or none was stored) or a change conflicted.
 */
export function petitionServer(init: { state?: PetitionDoc | null; version?: number; locked?: PetitionLock | null } = {}): PetitionServer {
  const server: PetitionServer = {
    state: init.state ?? null,
    version: init.version ?? (init.state ? 1 : 0),
    locked: init.locked ?? null,
    requests: [],
    changes: () => server.requests.flatMap((r) => r.changes),
    handler: (call) => {
      const p = path(call.url);
      if (call.method === 'GET' && p.startsWith('/chat-state/i29F/load/')) return { body: { state: server.state, version: server.version, locked: server.locked } };
      if (call.method !== 'POST' || !p.startsWith('/petition/changes/')) return undefined;
      const body = structuredClone(call.body) as ChangesRequest;
      server.requests.push(body);
      const stored = server.state;
      const base = stored ?? createPetition(usToday());
      const outcome = applyChanges(base, body.changes);
      if (outcome.error) {
        const field = outcome.error.key ?? `changes.${outcome.error.index}`;
        return { status: 400, body: { error: 'Bad Request', code: 'VALIDATION_FAILED', message: `Invalid answers: ${field}`, fields: [{ path: field, message: outcome.error.message }] } };
      }
      if (outcome.consent) return { status: 409, body: { error: 'Conflict', code: 'CONSENT_REQUIRED', message: 'This change clears answers.', ...outcome.consent } };
      const rebased = body.version !== server.version || !stored;
      const answer = () => ({ body: { version: server.version, conflicts: outcome.conflicts, ...(rebased || outcome.conflicts.length ? { state: outcome.doc } : {}) } });
      if (outcome.doc === base && stored) return answer();
      if (server.locked && !sameAnswers(stored, outcome.doc)) {
        return { status: 409, body: { error: 'Conflict', code: 'PETITION_LOCKED', message: 'Your lawyer approved the petition: the answers cannot be changed.' } };
      }
      server.state = outcome.doc;
      server.version += 1;
      return answer();
    },
  };
  return server;
}
