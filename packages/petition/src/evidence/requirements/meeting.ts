import { COPIES, SOURCES, TRANSLATION } from '../sources.ts';
import type { EvidenceRequirement } from '../types.ts';

/** K-1: evidence of the in-person meeting within the 2 years before filing (statement, photos together, tickets, stamps). */
export const meeting: EvidenceRequirement = {
  id: 'meeting',
  concerns: 'both',
  need: 'required',
  when: { fact: 'meeting', in: ['met'] },
  alternatives: [{ alternative: { type: 'upload', kind: 22 } }],
  source: SOURCES.meeting,
  rules: [{ id: 'meetingWithin', params: { years: 2 } }, COPIES, TRANSLATION],
};

/** K-1 without a meeting: the request for the customs or extreme-hardship exemption, with evidence. */
export const meetingExemption: EvidenceRequirement = {
  id: 'meeting-exemption',
  concerns: 'both',
  need: 'required',
  when: { fact: 'meeting', in: ['exemption'] },
  alternatives: [{ alternative: { type: 'upload', kind: 32 } }],
  source: SOURCES.meeting,
  rules: [{ id: 'signed' }, COPIES, TRANSLATION],
};
