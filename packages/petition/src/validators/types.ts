/** What a validator sees besides the value. */
export interface ValidatorContext {
  /** Arguments from the step's ValidatorRef, e.g. { startKey: 'pet.employer.{i}.start' } already resolved. */
  readonly args: Readonly<Record<string, string>>;
  /** Reads another value (answer key, 'q.' questionnaire key, 'names.' setup key). */
  lookup(key: string): string | undefined;
  /** 'Today' of the interview, MM/DD/YYYY. */
  readonly asOf: string;
}

/**
 * One registered validator: `check` returns null when the value is accepted, otherwise the spec's
 * exact message; `normalize` turns an accepted value into the stored form.
 */
export interface ValidatorDef {
  check(value: string, ctx: ValidatorContext): string | null;
  normalize?(value: string, ctx: ValidatorContext): string;
}
