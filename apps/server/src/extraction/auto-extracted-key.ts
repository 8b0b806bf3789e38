/** Spec §3 autoExtractedUserInfo keys (the '{hash}' entries are unnamed and left out). */
type Person = 'FirstName' | 'SecondName' | 'LastName';
type ParentPart = Person | 'DateOfBirth' | 'CountryOfBirth' | 'Gender';
type AddressPart = 'InCareOfName' | 'StreetName' | 'StreetNumber' | 'CityTown' | 'State' | 'ZipCode' | 'PostalCode' | 'Province' | 'Country';
type Parent = `${'pet' | 'ben'}${'First' | 'Second'}Parent${ParentPart}`;

export type PetitionerKey =
  | `pet${Person}`
  | 'petBirthDate' | 'petCitizenship' | 'petGender'
  | 'petCityTownVillageBirth' | 'petProvinceStateBirth' | 'petCountryBirth'
  | 'petAlienRegistrationNumber' | 'petMaritalStatus'
  | 'petCCNumber' | 'petCCPlaceIssuance' | 'petCCDateOfIssuance'
  | 'petCnNumber' | 'petCnPlaceOfIssuance' | 'petCnDateOfIssuance'
  | `petPrevSpouse${Person}` | 'petPrevMarriageEnd'
  | `petOther${Person}`
  | `petAddress${AddressPart}`;

export type BeneficiaryKey =
  | `ben${Person}` | `benOther${Person}`
  | 'benGender' | 'benCitizenship' | 'benDateOfBirth' | 'benMaritalStatus'
  | 'benCityTownVillageBirth' | 'benProvinceStateBirth' | 'benCountryBirth'
  | `benPrevSpouse${Person}` | 'benPrevMarriageEnd' | 'benDateArrival'
  | 'benPassportNumber' | 'benTravelDocumentNumber'
  | 'benCountryOfIssuancePassport' | 'benCountryOfIssuanceTravelDocument'
  | 'benExpirationDatePassport' | 'benExpirationDateTravelDocument'
  | `benAddress${AddressPart}`;

export type AutoExtractedKey = PetitionerKey | BeneficiaryKey | Parent;

/** What an extractor or the endpoint answers: spec keys → values (only keys that were read). */
export type ExtractedValues = Partial<Record<AutoExtractedKey, string>>;
