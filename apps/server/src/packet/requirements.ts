import type { InterviewState } from '@i129f/petition';
import { evidenceFor } from '@i129f/petition/evidence/index.ts';
import type { RequirementId } from '@i129f/petition/evidence/types.ts';
import type { LetterDoc, LetterKind } from '@i129f/petition/letters/drafts.ts';
import type { TextRef } from '@i129f/petition/readiness/types.ts';
import type { FileRecord } from '../files/file-store.ts';
import { meaningOf } from './exhibits.ts';

/** A letter of the product that satisfies a requirement: 'instead' of an upload (only when none is uploaded), or 'with' the uploads. */
export interface RequirementLetter {
  kind: LetterKind;
  mode: 'instead' | 'with';
}

/**
 * One thing the packet must show, in packet order: what satisfies it (uploads of these document kinds, the product's
 * own letters). A requirement with nothing to show is not an exhibit, and the cover letter does not claim it.
 */
export interface Requirement {
  id: string;
  /** English exhibit title, and the same as a catalogue text for the couple's own list in their language. */
  title: string;
  titleText?: TextRef;
  /** Upload `documentId`s that satisfy it (alternatives). */
  documentIds: readonly number[];
  letters: readonly RequirementLetter[];
  /** 'enclosed': sent as the things themselves (the passport-style photos), never printed as exhibit pages. */
  form?: 'enclosed';
}

/** Requirements the product's own letters join (besides the letters the evidence model offers as alternatives). */
const JOINS: Partial<Record<RequirementId, readonly LetterKind[]>> = { meeting: ['relationship'], 'meeting-exemption': ['relationship'] };
const PHOTOS: readonly RequirementId[] = ['photo-petitioner', 'photo-beneficiary'];

/**
 * The packet's requirements: the evidence model's, for a filing on `filingDate` (in its packet order, with its English
 * exhibit titles); then any other uploaded document kind; then the relationship statement when no requirement took it
 * (K-3). The evidence model's letter alternatives (intent statements, waiver request) stand in for an upload.
 */
export function requirementsOf(state: InterviewState, uploads: readonly FileRecord[], letters: readonly LetterDoc[], filingDate: string): Requirement[] {
  const drafted = new Set(letters.map((l) => l.kind));
  const out: Requirement[] = evidenceFor(state, { filingDate }).map((r) => ({
    id: r.id,
    title: r.title,
    titleText: r.texts.title,
    documentIds: r.accepts,
    letters: [
      ...r.alternatives.flatMap((a) => (a.type === 'letter' && drafted.has(a.letter) ? [{ kind: a.letter, mode: 'instead' as const }] : [])),
      ...(JOINS[r.id] ?? []).filter((k) => drafted.has(k)).map((kind) => ({ kind, mode: 'with' as const })),
    ],
    ...(PHOTOS.includes(r.id) ? { form: 'enclosed' as const } : {}),
  }));
  const accepted = new Set(out.flatMap((r) => r.documentIds));
  const others = uploads.filter((f) => !f.isGenerated && f.documentId !== null && !accepted.has(f.documentId)).map((f) => f.documentId!);
  for (const id of new Set(others)) out.push({ id: `document-${id}`, title: meaningOf(id), titleText: { ns: 'documents', key: `catalogue.meanings.d${id}` }, documentIds: [id], letters: [] });
  if (drafted.has('relationship') && !out.some((r) => r.letters.some((l) => l.kind === 'relationship'))) {
    out.push({ id: 'relationship', title: 'Statement of the relationship of the petitioner and the beneficiary', documentIds: [], letters: [{ kind: 'relationship', mode: 'with' }] });
  }
  return out;
}
