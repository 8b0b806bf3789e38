// Types of scripts/fetch-forms.mjs (a plain Node script, imported by the server's tests).
import type { Readable, Writable } from 'node:stream';

export interface OfficialForm {
  file: string;
  form: string;
  edition: string;
  sha256: string;
  setting: string;
  page: string;
}
export interface FormsLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const REPO_ROOT: string;
export const OFFICIAL_BASE_URL: string;
export const FORMS: readonly OfficialForm[];
export const MAX_BYTES: number;
export const TIMEOUT_MS: number;

export function printedEdition(bytes: Uint8Array, form: string): Promise<string | null>;
export function manualInstructions(dir: string, forms?: readonly OfficialForm[]): string;
/** 0: both forms in place; 1: one refused or failed; 2: the source could not be reached. */
export function fetchForms(o?: { baseUrl?: string; dir?: string; log?: FormsLog }): Promise<0 | 1 | 2>;
export function missingForms(root?: string, env?: Record<string, string | undefined>): OfficialForm[];
export function offerForms(o?: {
  root?: string;
  env?: Record<string, string | undefined>;
  interactive?: boolean;
  input?: Readable;
  output?: Writable;
  log?: FormsLog;
}): Promise<void>;
