import type { AppliedRequirement } from '../evidence/types.ts';
import type { FixTarget } from './types.ts';

/** Where the user fixes a missing requirement: the upload of its first offered kind, under that requirement. */
export const uploadFix = (r: AppliedRequirement): FixTarget => {
  const first = r.alternatives.find((a) => a.type === 'upload');
  return { kind: 'document', documentId: first?.type === 'upload' ? first.kind : (r.accepts[0] ?? 0), requirement: r.id };
};
