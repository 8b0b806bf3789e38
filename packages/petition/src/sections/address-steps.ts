import type { Binding, Condition, FieldRef, QuestionStep, ValidatorRef } from '../engine/types.ts';
import type { FieldId } from '../fields/form-fields.ts';

/**
 * The official fields of one address block (one id, or one id per loop slot). Unit boxes are given by
 * the label PRINTED next to them (guide §2.2: in 9 of 15 blocks the export values are shuffled).
 */
export interface AddressBlock {
  readonly street: FieldRef;
  readonly unit?: { readonly Apartment: FieldRef; readonly Suite: FieldRef; readonly Floor: FieldRef; readonly number: FieldRef };
  readonly city: FieldRef;
  readonly state?: FieldRef;
  readonly zip?: FieldRef;
  readonly province?: FieldRef;
  readonly postal?: FieldRef;
  readonly country?: FieldRef;
}

/** A block written always, or only when `when` holds (e.g. the mailing address when it is the same). */
export interface AddressTarget {
  readonly block: AddressBlock;
  readonly when?: Condition;
}

export interface AddressStepsOptions {
  /** Step id prefix ('' → 'street', 'mail' → 'mailStreet'). */
  readonly id: string;
  /** Answer key prefix, e.g. 'pet.address.{i}'. */
  readonly key: string;
  readonly loop?: string;
  readonly targets: readonly AddressTarget[];
  /** Prompt of the first (street) step. */
  readonly streetPrompt: string;
  /**
   * 'us': a U.S. address (no country question, stored 'USA'). 'noStateZip': the block has only province/postal (IMB).
   * 'abroad': an address outside the United States (P2 47): the country may not be the USA, no state/ZIP questions.
   */
  readonly kind?: 'any' | 'us' | 'noStateZip' | 'abroad';
  /** Validators run on the country answer after 'country' (e.g. the questionnaire consistency of section 16). */
  readonly countryValidate?: readonly ValidatorRef[];
  /**
   * The native-alphabet address of these answers (issue 24): street, city, province and country typed in another
   * alphabet are kept under `<key>.<part>` while `when` holds, and asked again in Latin letters (QuestionStep.native).
   */
  readonly native?: { readonly key: string; readonly when?: Condition; readonly set?: Readonly<Record<string, string>> };
  /** Added to every label in parentheses ('native alphabet'): the reviews tell this address from the Latin one. */
  readonly labelNote?: string;
}

type Part = Exclude<keyof AddressBlock, 'unit'>;

/** Address blocks named `<prefix>_StreetNumberName[0]`, `<prefix>_Unit[n]` … (the prefix is checked against the form's field ids). */
export type StandardPrefix = 'Pt1Line8' | 'Pt1Line9' | 'Pt1Line11' | 'Pt1Line14' | 'Pt1Line18' | 'Pt2Line11' | 'Pt2Line12' | 'Pt2Line14' | 'Pt2Line17' | 'Pt2Line21';

/**
 * A standard block. Unit boxes as printed in the shuffled blocks (P1 8, 9, 11, 14, 18; P2 12, 14, 17, 21):
 * [0] prints Flr., [1] Apt., [2] Ste. (guide §2.2); P2 11 overrides its own order.
 */
export function standardBlock(prefix: StandardPrefix): AddressBlock {
  return {
    street: `${prefix}_StreetNumberName[0]` as const,
    unit: { Floor: `${prefix}_Unit[0]` as const, Apartment: `${prefix}_Unit[1]` as const, Suite: `${prefix}_Unit[2]` as const, number: `${prefix}_AptSteFlrNumber[0]` as const },
    city: `${prefix}_CityOrTown[0]` as const,
    state: `${prefix}_State[0]` as const,
    zip: `${prefix}_ZipCode[0]` as const,
    province: `${prefix}_Province[0]` as const,
    postal: `${prefix}_PostalCode[0]` as const,
    country: `${prefix}_Country[0]` as const,
  };
}

/** Single-field blocks as loop slots: slot 1 = first block, slot 2 = second. */
export function slots(...blocks: readonly AddressBlock[]): AddressBlock {
  const col = (get: (b: AddressBlock) => FieldRef | undefined): FieldId[] => blocks.map((b) => get(b) as FieldId);
  return {
    street: col((b) => b.street),
    city: col((b) => b.city),
    state: col((b) => b.state),
    zip: col((b) => b.zip),
    province: col((b) => b.province),
    postal: col((b) => b.postal),
    country: col((b) => b.country),
    unit: { Apartment: col((b) => b.unit?.Apartment), Suite: col((b) => b.unit?.Suite), Floor: col((b) => b.unit?.Floor), number: col((b) => b.unit?.number) },
  };
}

function bind(targets: readonly AddressTarget[], make: (b: AddressBlock) => Binding | undefined): Binding | undefined {
  const out: Binding[] = [];
  for (const t of targets) {
    const b = make(t.block);
    if (b) out.push(t.when ? { type: 'when', when: t.when, then: b } : b);
  }
  if (out.length === 0) return undefined;
  return out.length === 1 ? out[0] : { type: 'all', bindings: out };
}

const textOf = (part: Part, format?: 'state') => (b: AddressBlock): Binding | undefined => {
  const ref = b[part];
  if (!ref) return undefined;
  return format ? { type: 'text', field: ref, format } : { type: 'text', field: ref };
};

/** The answer parts of one address (street … country), as written by `addressSteps`. */
export const ADDRESS_PARTS = ['street', 'unitType', 'unitNumber', 'city', 'country', 'state', 'zip', 'province', 'postal'] as const;

/** A `copy` effect map: every address part of `from` into `to` (e.g. the current address into the mailing keys). */
export function copyAddress(from: string, to: string): Record<string, string> {
  return Object.fromEntries(ADDRESS_PARTS.map((p) => [`${to}.${p}`, `${from}.${p}`]));
}

/**
 * The questions of one address: street, unit type and number, city, country, then state and ZIP (USA)
 * or province and postal code (elsewhere). Each answer fills every target block.
 */
export function addressSteps(o: AddressStepsOptions): QuestionStep[] {
  const id = (s: string) => (o.id ? `${o.id}${s[0]?.toUpperCase()}${s.slice(1)}` : s);
  const k = (s: string) => `${o.key}.${s}`;
  const loop = o.loop ? { loop: o.loop } : {};
  const isUsa: Condition = { key: k('country'), eq: 'USA' };
  const notUsa: Condition = { key: k('country'), ne: 'USA' };
  const fields = (b: Binding | undefined) => (b ? { fields: b } : {});
  const kind = o.kind ?? 'any';
  const lab = (label: string) => (o.labelNote ? `${label} (${o.labelNote})` : label);
  const native = (part: 'street' | 'city' | 'province' | 'country') => (o.native ? { native: { ...o.native, key: `${o.native.key}.${part}` } } : {});
  const steps: QuestionStep[] = [
    {
      id: id('street'), ...loop, kind: 'text', key: k('street'), label: lab('Street number and name'), prompt: o.streetPrompt, validate: ['addressLine'],
      ...fields(bind(o.targets, textOf('street'))), ...native('street'),
      ...(kind === 'us' ? { effects: [{ set: { [k('country')]: 'USA' } }] } : {}),
    },
    {
      id: id('unitType'), ...loop, kind: 'options', key: k('unitType'), label: lab('Apt./Ste./Flr.'),
      prompt: 'Is it an apartment, a suite or a floor? Choose None if not.', options: ['Apartment', 'Suite', 'Floor', 'None'],
      ...fields(bind(o.targets, (b) => (b.unit ? { type: 'choice', fields: { Apartment: b.unit.Apartment, Suite: b.unit.Suite, Floor: b.unit.Floor } } : undefined))),
    },
    {
      id: id('unitNumber'), ...loop, kind: 'text', key: k('unitNumber'), label: lab('Apt./Ste./Flr. number'), when: { key: k('unitType'), ne: 'None' },
      prompt: 'What is the apartment, suite or floor number, for example 12A?', validate: ['unitNumber'],
      ...fields(bind(o.targets, (b) => (b.unit ? { type: 'text', field: b.unit.number } : undefined))),
    },
    { id: id('city'), ...loop, kind: 'text', key: k('city'), label: lab('City or town'), prompt: 'In which city or town is it? For example Denver or Lyon.', validate: ['city'], ...fields(bind(o.targets, textOf('city'))), ...native('city') },
  ];
  if (kind !== 'us') {
    const countryRule: ValidatorRef = kind === 'abroad' ? 'countryAbroad' : 'country';
    steps.push({
      id: id('country'), ...loop, kind: 'text', key: k('country'), label: lab('Country'),
      prompt: kind === 'abroad' ? 'In which country is it (outside the United States)? For example France.' : 'In which country is it? For example USA or France.',
      validate: [countryRule, ...(o.countryValidate ?? [])], ...fields(bind(o.targets, textOf('country'))), ...native('country'),
    });
  }
  if (kind === 'abroad') {
    steps.push(
      { id: id('province'), ...loop, kind: 'text', key: k('province'), label: lab('Province'), prompt: 'In which province, state or region is it? Type N/A if there is none.', validate: ['addressLine'], ...fields(bind(o.targets, textOf('province'))), ...native('province') },
      { id: id('postal'), ...loop, kind: 'text', key: k('postal'), label: lab('Postal code'), prompt: 'What is the postal code, for example 75008? Type N/A if the address has none.', validate: ['postalCode'], ...fields(bind(o.targets, textOf('postal'))) },
    );
    return steps;
  }
  const stateField = kind === 'noStateZip' ? textOf('province') : textOf('state', 'state');
  const zipField = kind === 'noStateZip' ? textOf('postal') : textOf('zip');
  steps.push(
    { id: id('state'), ...loop, kind: 'text', key: k('state'), label: lab('State'), ...(kind === 'us' ? {} : { when: isUsa }), prompt: 'In which U.S. state is it? For example Ohio or OH.', validate: ['usState'], ...fields(bind(o.targets, stateField)) },
    { id: id('zip'), ...loop, kind: 'text', key: k('zip'), label: lab('ZIP code'), ...(kind === 'us' ? {} : { when: isUsa }), prompt: 'What is the 5-digit ZIP code, for example 80202?', validate: ['zip'], ...fields(bind(o.targets, zipField)) },
  );
  if (kind !== 'us') {
    steps.push(
      { id: id('province'), ...loop, kind: 'text', key: k('province'), label: lab('Province'), when: notUsa, prompt: 'In which province, state or region is it, for example Bavaria? Type N/A if there is none.', validate: ['addressLine'], ...fields(bind(o.targets, textOf('province'))), ...native('province') },
      { id: id('postal'), ...loop, kind: 'text', key: k('postal'), label: lab('Postal code'), when: notUsa, prompt: 'What is the postal code, for example 75008? Type N/A if the address has none.', validate: ['postalCode'], ...fields(bind(o.targets, textOf('postal'))) },
    );
  }
  return steps;
}
