import type { SectionDef } from '../engine/types.ts';

/**
 * Section 0: Pre-Approve Auto-Extracted Fields. The engine (engine/extracted.ts) asks one confirmation
 * per extracted value ('Accept', 'Accept All' or a typed replacement, validated like the question that
 * normally asks it), shows the red 'No values were extracted from the provided documents.' when there is
 * nothing, and sets the progress-bar step to 3 on completion.
 */
export const preApproveExtracted: SectionDef = {
  id: 0,
  title: 'Pre-Approve Auto-Extracted Fields',
  kind: 'confirmExtracted',
  steps: [],
};
