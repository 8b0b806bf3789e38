import type { EvidenceRequirement, RequirementId } from '../types.ts';
import { citizenship } from './citizenship.ts';
import { criminalRecords, imb, multipleFilerWaiver } from './imbra.ts';
import { intentBeneficiary, intentPetitioner } from './intent.ts';
import { k3Marriage, k3Receipt } from './k3.ts';
import { meeting, meetingExemption } from './meeting.ts';
import { nameChangeBeneficiary, nameChangePetitioner } from './name-change.ts';
import { beneficiaryPassport, i94 } from './passport.ts';
import { photoBeneficiary, photoPetitioner } from './photos.ts';
import { priorMarriagesBeneficiary, priorMarriagesPetitioner } from './prior-marriages.ts';

/** Every evidence requirement, in packet order (the exhibits follow it). */
export const REQUIREMENTS: readonly EvidenceRequirement[] = [
  citizenship,
  photoPetitioner,
  photoBeneficiary,
  k3Receipt,
  k3Marriage,
  priorMarriagesPetitioner,
  priorMarriagesBeneficiary,
  nameChangePetitioner,
  nameChangeBeneficiary,
  meeting,
  meetingExemption,
  intentPetitioner,
  intentBeneficiary,
  imb,
  criminalRecords,
  multipleFilerWaiver,
  beneficiaryPassport,
  i94,
];

export const requirement = (id: RequirementId): EvidenceRequirement => REQUIREMENTS.find((r) => r.id === id)!;
