import type { LetterDoc } from '@i129f/petition/letters/drafts.ts';
import type { Block } from './text-pages.ts';

/** 'Statement of Intent to Marry, signed by John Smith' (the index and the cover letter name a letter so). */
export const letterLine = (doc: Pick<LetterDoc, 'title' | 'signatures'>): string => `${doc.title}, signed by ${doc.signatures.map((s) => s.name).join(' and ')}`;

/** One thing in an exhibit, as the index lists it: a letter ('Statement of Intent to Marry, signed by …') or an upload. */
export interface IndexedItem {
  label: string;
  /** Pages it takes in the packet. */
  pages: number;
}

export interface IndexedExhibit {
  letter: string;
  title: string;
  items: readonly IndexedItem[];
}

export interface IndexTexts {
  heading: string;
  none: string;
  /** 'Exhibit A: <title> (packet pages 5–9)' */
  exhibit: (letter: string, title: string, pages: string) => string;
  /** 'packet page 5' / 'packet pages 5–9' */
  pages: (first: number, last: number) => string;
  /** 'Page 6: <label>' / 'Pages 6–8: <label>' */
  item: (first: number, last: number, label: string) => string;
}

export const ENGLISH_INDEX: IndexTexts = {
  heading: 'Index of Exhibits',
  none: 'No evidence was uploaded.',
  exhibit: (letter, title, pages) => `Exhibit ${letter}: ${title} (${pages})`,
  pages: (first, last) => (first === last ? `packet page ${first}` : `packet pages ${first}–${last}`),
  item: (first, last, label) => `${first === last ? `Page ${first}` : `Pages ${first}–${last}`}: ${label}`,
};

/** The upload's line in the index: its name, and its caption when the user gave one. */
export const fileLabel = (name: string, caption?: string): string => (caption?.trim() ? `${name} — ${caption.trim()}` : name);

/**
 * The index's blocks: each exhibit with its packet pages (its tab page first), then each letter and upload in it with
 * the page it starts on. `firstPage` is the 0-based packet index of the first tab page.
 */
export function exhibitIndexBlocks(exhibits: readonly IndexedExhibit[], firstPage: number, t: IndexTexts = ENGLISH_INDEX): Block[] {
  let at = firstPage;
  const blocks: Block[] = [{ text: t.heading, bold: true, size: 16, gap: 10, center: true }];
  for (const e of exhibits) {
    const total = 1 + e.items.reduce((n, i) => n + i.pages, 0);
    blocks.push({ text: t.exhibit(e.letter, e.title, t.pages(at + 1, at + total)), bold: true, gap: 2 });
    let page = at + 1;
    for (const item of e.items) {
      blocks.push({ text: t.item(page + 1, page + item.pages, item.label), indent: 18, size: 10 });
      page += item.pages;
    }
    blocks[blocks.length - 1]!.gap = 6;
    at += total;
  }
  if (!exhibits.length) blocks.push({ text: t.none });
  return blocks;
}
