/**
 * Spec §3 autoExtractedUserInfo keys → answer keys. Several keys of one answer are joined with a space
 * (street number + street name). The spec's '{hash}' keys are unnamed and ignored. Keys for sections 9–21
 * are the answer keys those sections use.
 */
export const AUTO_EXTRACTED_KEYS: Readonly<Record<string, string | readonly string[]>> = {
  'pet.name.given': 'petFirstName',
  'pet.name.middle': 'petSecondName',
  'pet.name.family': 'petLastName',
  'pet.birthDate': 'petBirthDate',
  'pet.gender': 'petGender',
  'pet.birth.city': 'petCityTownVillageBirth',
  'pet.birth.province': 'petProvinceStateBirth',
  'pet.birth.country': 'petCountryBirth',
  'pet.aNumber': 'petAlienRegistrationNumber',
  'pet.maritalStatus': 'petMaritalStatus',
  'pet.certificate.number': ['petCnNumber', 'petCCNumber'],
  'pet.certificate.place': ['petCnPlaceOfIssuance', 'petCCPlaceIssuance'],
  'pet.certificate.date': ['petCnDateOfIssuance', 'petCCDateOfIssuance'],
  'pet.prevSpouse.1.given': 'petPrevSpouseFirstName',
  'pet.prevSpouse.1.middle': 'petPrevSpouseSecondName',
  'pet.prevSpouse.1.family': 'petPrevSpouseLastName',
  'pet.prevSpouse.1.endDate': 'petPrevMarriageEnd',
  'pet.otherName.1.given': 'petOtherFirstName',
  'pet.otherName.1.middle': 'petOtherSecondName',
  'pet.otherName.1.family': 'petOtherLastName',
  'pet.mailing.inCareOf': 'petAddressInCareOfName',
  'pet.mailing.street': ['petAddressStreetNumber', 'petAddressStreetName'],
  'pet.mailing.city': 'petAddressCityTown',
  'pet.mailing.state': 'petAddressState',
  'pet.mailing.zip': 'petAddressZipCode',
  'pet.mailing.province': 'petAddressProvince',
  'pet.mailing.postal': 'petAddressPostalCode',
  'pet.mailing.country': 'petAddressCountry',
  ...parentKeys('pet', 'petFirstParent', 1),
  ...parentKeys('pet', 'petSecondParent', 2),
  'ben.name.given': 'benFirstName',
  'ben.name.middle': 'benSecondName',
  'ben.name.family': 'benLastName',
  'ben.otherName.1.given': 'benOtherFirstName',
  'ben.otherName.1.middle': 'benOtherSecondName',
  'ben.otherName.1.family': 'benOtherLastName',
  'ben.gender': 'benGender',
  'ben.citizenship': 'benCitizenship',
  'ben.birthDate': 'benDateOfBirth',
  'ben.maritalStatus': 'benMaritalStatus',
  'ben.birth.city': 'benCityTownVillageBirth',
  'ben.birth.country': 'benCountryBirth',
  'ben.prevSpouse.1.given': 'benPrevSpouseFirstName',
  'ben.prevSpouse.1.middle': 'benPrevSpouseSecondName',
  'ben.prevSpouse.1.family': 'benPrevSpouseLastName',
  'ben.prevSpouse.1.endDate': 'benPrevMarriageEnd',
  'ben.arrivalDate': 'benDateArrival',
  'ben.document.number': 'benPassportNumber',
  'ben.document.country': 'benCountryOfIssuancePassport',
  'ben.document.expiry': 'benExpirationDatePassport',
  'ben.travelDoc.number': 'benTravelDocumentNumber',
  'ben.travelDoc.country': 'benCountryOfIssuanceTravelDocument',
  'ben.travelDoc.expiry': 'benExpirationDateTravelDocument',
  'ben.address.1.street': ['benAddressStreetNumber', 'benAddressStreetName'],
  'ben.address.1.city': 'benAddressCityTown',
  'ben.address.1.state': 'benAddressState',
  'ben.address.1.zip': 'benAddressZipCode',
  'ben.address.1.province': 'benAddressProvince',
  'ben.address.1.postal': 'benAddressPostalCode',
  'ben.address.1.country': 'benAddressCountry',
  // The in-care-of name belongs to the mailing address (P2 11.a); it is used when section 16 is answered
  // 'Someone Else' for the mail (issue 14, bug 9: it was read and silently dropped).
  'ben.mailing.inCareOf': 'benAddressInCareOfName',
  ...parentKeys('ben', 'benFirstParent', 1),
  ...parentKeys('ben', 'benSecondParent', 2),
};

/**
 * Spec §3 keys that are read (or may be) but deliberately not mapped, with the reason. Section 0 does not
 * ask them (confirming a value that changes nothing would only confuse).
 */
export const IGNORED_EXTRACTED_KEYS: Readonly<Record<string, string>> = {
  petCitizenship:
    "Part 1 has no citizenship field: the petitioner must be a U.S. citizen, which section 2 asks (elig.citizen). A passport's nationality cannot answer it (dual citizens, a foreign passport uploaded by mistake).",
  benProvinceStateBirth: "The form has no province of birth for the beneficiary (P2 7 city, P2 8 country only).",
};

function parentKeys(who: 'pet' | 'ben', prefix: string, n: 1 | 2): Record<string, string> {
  return {
    [`${who}.parent${n}.given`]: `${prefix}FirstName`,
    [`${who}.parent${n}.middle`]: `${prefix}SecondName`,
    [`${who}.parent${n}.family`]: `${prefix}LastName`,
    [`${who}.parent${n}.birthDate`]: `${prefix}DateOfBirth`,
    [`${who}.parent${n}.birthCountry`]: `${prefix}CountryOfBirth`,
    [`${who}.parent${n}.gender`]: `${prefix}Gender`,
  };
}
