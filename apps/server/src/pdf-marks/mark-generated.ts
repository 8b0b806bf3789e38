import type { FastifyBaseLogger } from 'fastify';
import type { InterviewState } from '@i129f/petition';
import { interview } from '@i129f/petition/interview.ts';
import { answerSnapshot } from '@i129f/petition/review/changes-since.ts';
import type { Db } from '../db/schema.ts';
import { loadReviewState } from '../review/load-review.ts';
import { writePdfMark } from './pdf-marks-repo.ts';

/**
 * After an I-129F was generated and stored for a client (POST /file/generate/i29f, or inside the filing packet):
 * remembers the saved answers then, for 'changed since your last PDF'. `state` is the one the PDF was built from
 * when the route has it (the packet); otherwise the saved one is read. The PDF is already stored: a failure here
 * is logged (no answers in the log) and never turns the generation into an error.
 */
export async function markPdfGenerated(o: { db: Db; clientId: string; now: number; log: FastifyBaseLogger; state?: InterviewState }): Promise<void> {
  try {
    const state = o.state ?? (await loadReviewState(o.db, o.clientId)).state;
    await writePdfMark(o.db, { clientId: o.clientId, generatedAt: o.now, snapshot: answerSnapshot(interview, state) });
  } catch (err) {
    o.log.warn({ err: err instanceof Error ? err.name : 'unknown' }, 'pdf mark not written');
  }
}
