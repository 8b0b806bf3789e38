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

/** JSON texts of frozen sections (cached documents are frozen, so their JSON cannot change): compared without serialising. */
const frozenTexts = new WeakMap<object, string>();

/** Remembers the JSON text of a frozen section (a saved or loaded one), for the next save's comparison. */
export function rememberSectionText(section: unknown, text: string): void {
  if (typeof section === 'object' && section !== null && Object.isFrozen(section)) frozenTexts.set(section, text);
}

const textOf = (section: unknown): string => (typeof section === 'object' && section !== null && frozenTexts.get(section)) || JSON.stringify(section);

/**
 * section id → JSON text of each section of `next` that differs from the same section of `previous` (or that
 * `previous` lacks): what a save writes. A section that is the same object in both is unchanged without being
 * serialised — the engine shares the sections a change did not touch, so one answer costs one section's JSON — and a
 * frozen previous section's text is remembered from when it was saved or loaded.
 */
export function changedSectionTexts(previous: unknown, next: ReadonlyMap<number, unknown>): Map<number, string> {
  const before = splitDocument(previous).sections ?? new Map<number, unknown>();
  const out = new Map<number, string>();
  for (const [id, section] of next) {
    const old = before.get(id);
    if (old === section && before.has(id)) continue;
    const text = JSON.stringify(section);
    if (!before.has(id) || textOf(old) !== text) out.set(id, text);
  }
  return out;
}
