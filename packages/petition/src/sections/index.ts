import type { SectionDef } from '../engine/types.ts';
import { criminalHistory } from './criminal-history.ts';
import { eligibility } from './eligibility.ts';
import { petitionerBirth } from './petitioner-birth.ts';
import { petitionerCitizenship } from './petitioner-citizenship.ts';
import { petitionerMarriages } from './petitioner-marriages.ts';
import { petitionerNames } from './petitioner-names.ts';
import { petitionerUscisAccount } from './petitioner-uscis-account.ts';
import { preApproveExtracted } from './pre-approve-extracted.ts';
import { preliminaryInfo } from './preliminary-info.ts';
import { beneficiaryBiographic } from './beneficiary-biographic.ts';
import { beneficiaryChildren } from './beneficiary-children.ts';
import { beneficiaryMarriages } from './beneficiary-marriages.ts';
import { beneficiaryStay } from './beneficiary-stay.ts';
import { imb } from './imb.ts';
import { petitionerAddressHistory } from './petitioner-address-history.ts';
import { petitionerChildren } from './petitioner-children.ts';
import { petitionerEmployment } from './petitioner-employment.ts';
import { beneficiaryParent1, beneficiaryParent2, petitionerParent1, petitionerParent2 } from './petitioner-parent.ts';
import { priorPetitions } from './prior-petitions.ts';

/**
 * The section registry: every chat section of the interview, 0–21. Add a section by importing its
 * definition here; order comes from the ids.
 */
export const SECTIONS: readonly SectionDef[] = [
  preApproveExtracted,
  preliminaryInfo,
  eligibility,
  criminalHistory,
  petitionerCitizenship,
  petitionerUscisAccount,
  petitionerNames,
  petitionerMarriages,
  petitionerBirth,
  petitionerAddressHistory,
  petitionerParent1,
  petitionerParent2,
  petitionerChildren,
  petitionerEmployment,
  priorPetitions,
  imb,
  beneficiaryBiographic,
  beneficiaryParent1,
  beneficiaryParent2,
  beneficiaryChildren,
  beneficiaryMarriages,
  beneficiaryStay,
];
