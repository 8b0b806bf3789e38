import type { Condition } from '../engine/types.ts';

/**
 * Marks the beneficiary's own draft (issue 24): her draft holds `draft.author` = 'beneficiary' from its creation (a
 * context value, like the petitioner's country her conditions read); the petitioner's petition never has it. A step
 * that is the petitioner's to answer inside one of her sections (Part 6 interpreter and Part 7 preparer, asked at the
 * end of section 21) is skipped in her draft with `NOT_HER_DRAFT`; when he confirms her section he answers them.
 */
export const DRAFT_AUTHOR_KEY = 'draft.author';
export const HER_DRAFT = 'beneficiary';
export const NOT_HER_DRAFT: Condition = { key: DRAFT_AUTHOR_KEY, ne: HER_DRAFT };
