/**
 * How a petition document is kept in rows (pure): `chat_states.state` holds the head — the document without its
 * `sections` — and each entry of `sections` ('0'..'21') is one `chat_sections` row. A head that was split carries
 * `__sections: true` (a reserved top-level key), so a document that never had sections comes back exactly as saved.
 * A document whose `sections` is not an object with section-number keys stays whole in the head, as do heads written
 * before the split (legacy: `sections` inline, no marker).
 */
export const SPLIT_MARKER = '__sections';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** '0', '7', '21' …: a key that round-trips through an integer column unchanged. */
const isSectionKey = (key: string): boolean => /^(0|[1-9]\d{0,8})$/.test(key);

const splittable = (sections: unknown): sections is Record<string, unknown> => isRecord(sections) && Object.keys(sections).every(isSectionKey);

export interface SplitDocument {
  /** What `chat_states.state` holds (before sealing). */
  head: unknown;
  /** section id → that section's state; null when the document keeps no section rows. */
  sections: Map<number, unknown> | null;
}

export function splitDocument(doc: unknown): SplitDocument {
  if (!isRecord(doc) || !('sections' in doc) || !splittable(doc.sections)) return { head: doc, sections: null };
  const { sections, ...rest } = doc;
  return { head: { ...rest, [SPLIT_MARKER]: true }, sections: new Map(Object.entries(sections).map(([k, v]) => [Number(k), v])) };
}

/** Whether a stored head was split (its sections are rows); false for legacy heads and documents without sections. */
export const isSplitHead = (head: unknown): boolean => isRecord(head) && head[SPLIT_MARKER] === true;

/** A head written before the split: whole, with its sections inline (splitLegacyChatStates moves them to rows). */
export const isLegacyHead = (head: unknown): boolean => isRecord(head) && !isSplitHead(head) && 'sections' in head && splittable(head.sections);

/** The document again: a split head with its section rows; any other head as it is. */
export function assembleDocument(head: unknown, sections: ReadonlyMap<number, unknown>): unknown {
  if (!isSplitHead(head)) return head;
  const { [SPLIT_MARKER]: _marker, ...rest } = head as Record<string, unknown>;
  const ids = [...sections.keys()].sort((a, b) => a - b);
  return { ...rest, sections: Object.fromEntries(ids.map((id) => [String(id), sections.get(id)])) };
}

/** section id → JSON text of each section of a document (empty when it keeps none): what a save compares. */
export function sectionTexts(doc: unknown): Map<number, string> {
  const sections = splitDocument(doc).sections;
  return new Map([...(sections ?? [])].map(([id, v]) => [id, JSON.stringify(v)]));
}
