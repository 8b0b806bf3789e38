/** What the package knows about one official AcroForm field of form I-129F. */
export interface FormFieldMeta {
  /** Full official name, e.g. 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]'. */
  readonly name: string;
  /** PDF page (1–12). */
  readonly page: number;
  /** Part of the form (1–8) the field belongs to. */
  readonly part: number;
  /** Item number printed on the form, e.g. '6.a' (map by item, never by the field's own name: guide §2.3). */
  readonly item: string;
  /** Printed label next to the field or box. */
  readonly label: string;
  readonly type: 'text' | 'checkbox' | 'dropdown';
  /** maxLength of a text field. */
  readonly max?: number;
  /** The checkbox's own on-value (never 'Yes'; spaces are significant, e.g. ' APT '). */
  readonly on?: string;
  /** Real options of a dropdown (the blank option is 'not written'). */
  readonly options?: readonly string[];
  /** Read-only in the blank PDF (guide §2.4). */
  readonly ro?: boolean;
  /** One character per box (A-Number, SSN, account number, I-94). */
  readonly comb?: boolean;
  readonly multiline?: boolean;
}
