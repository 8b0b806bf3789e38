import { createPetition } from '@i129f/petition/changes/apply.ts';
import type { PetitionDoc } from '@i129f/petition/changes/types.ts';
import { newBeneficiaryDraft, withBeneficiaryContext } from '@i129f/petition/beneficiary/part.ts';
import { beneficiaryOverview, type BeneficiarySectionView } from '@i129f/petition/beneficiary/overview.ts';
import { BENEFICIARY_SECTIONS } from '@i129f/petition/beneficiary/part.ts';
import type { AppDeps } from '../context.ts';
import { loadChatState } from '../chat-state/repo.ts';
import { isPetitionDoc } from '../petition/doc.ts';
import { usDate } from '../petition/today.ts';
import type { LinkRow } from './tables.ts';
import { keysAuthoredBy, readChoices, readConfirmations } from './part-repo.ts';

export interface LoadedPart {
  /** The petitioner's petition (a new, empty one when he has saved nothing). */
  petition: PetitionDoc;
  petitionVersion: number;
  /** Her draft with his current context (part.ts), and whether one is stored. */
  draft: PetitionDoc;
  draftVersion: number;
  draftStored: PetitionDoc | null;
}

/**
 * Her draft is a petition of her own account (chat_states/chat_sections/answer_history under her id: sealed, versioned,
 * with its history), built on the context of his petition (names, the questionnaire answers her sections read).
 */
export async function loadPart(deps: AppDeps, link: LinkRow): Promise<LoadedPart> {
  const herId = link.beneficiary_id;
  const [his, hers] = await Promise.all([
    loadChatState(deps.db, link.petitioner_id, { shared: true }),
    herId ? loadChatState(deps.db, herId, { shared: true }) : Promise.resolve(null),
  ]);
  const petition = his && isPetitionDoc(his.state) ? his.state : createPetition(usDate(deps.now()));
  const draftStored = hers && isPetitionDoc(hers.state) ? hers.state : null;
  const draft = draftStored ? withBeneficiaryContext(draftStored, petition) : newBeneficiaryDraft(petition);
  return { petition, petitionVersion: his?.version ?? 0, draft, draftVersion: hers?.version ?? 0, draftStored };
}

/** Her sections as the petitioner reviews them (beneficiary/overview.ts), from the stored rows. */
export async function partOverview(deps: AppDeps, link: LinkRow, part: LoadedPart, openRequestSections: ReadonlySet<number>): Promise<BeneficiarySectionView[]> {
  const herKeys = [...new Set(BENEFICIARY_SECTIONS.flatMap((id) => (part.draft.sections[String(id)]?.log ?? []).map((e) => e.key)))];
  const [confirmed, choices, authored] = await Promise.all([
    readConfirmations(deps.db, link.id),
    readChoices(deps.db, link.id, part.draft),
    link.beneficiary_id ? keysAuthoredBy(deps.db, { petitionerId: link.petitioner_id, authorIds: [link.beneficiary_id], keys: herKeys }) : Promise.resolve(new Set<string>()),
  ]);
  return beneficiaryOverview({ petition: part.petition, draft: part.draftStored ? part.draft : null, confirmed, herKeys: authored, choices, requested: openRequestSections });
}
