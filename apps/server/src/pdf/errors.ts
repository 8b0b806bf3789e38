/** Coded errors of the PDF module; routes map `code` to an HTTP status (see statusOfPdfError). */
export type PdfErrorCode =
  | 'TemplateMissing'
  | 'TemplateInvalid'
  | 'UnknownFields'
  | 'InvalidValues'
  | 'ProtectedFields'
  | 'UnsupportedCharacters'
  | 'NotAPdf';

export interface PdfErrorDetail {
  field?: string;
  value?: string;
  reason: string;
}

export class PdfError extends Error {
  readonly code: PdfErrorCode;
  /** Field names (UnknownFields, ProtectedFields) or paths (TemplateMissing). */
  readonly names: string[];
  readonly details: PdfErrorDetail[];

  constructor(code: PdfErrorCode, message: string, names: string[] = [], details: PdfErrorDetail[] = []) {
    super(message);
    this.name = 'PdfError';
    this.code = code;
    this.names = names;
    this.details = details;
  }
}

export const isPdfError = (e: unknown): e is PdfError => e instanceof PdfError;

/** HTTP status for each code: bad input is 400, a missing/broken template is 503. */
export const statusOfPdfError = {
  TemplateMissing: 503,
  TemplateInvalid: 503,
  UnknownFields: 400,
  InvalidValues: 400,
  ProtectedFields: 400,
  UnsupportedCharacters: 400,
  NotAPdf: 415,
} as const satisfies Record<PdfErrorCode, number>;
