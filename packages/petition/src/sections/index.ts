import type { SectionDef } from '../engine/types.ts';
import { petitionerUscisAccount } from './petitioner-uscis-account.ts';
import { petitionerBirth } from './petitioner-birth.ts';

/**
 * The section registry: every chat section of the interview, 0–21. Add a section by importing its
 * definition here; order comes from the ids.
 */
export const SECTIONS: readonly SectionDef[] = [petitionerUscisAccount, petitionerBirth];
