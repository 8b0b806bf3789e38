import { Fragment } from 'react';
import { INSTRUCTIONS, SOURCES } from '@i129f/petition/evidence/sources.ts';

/** USCIS's own English titles and headings the evidence texts quote as printed (evidence/sources.ts), longest first. */
const QUOTED = [INSTRUCTIONS, ...Object.values(SOURCES).map((s) => s.heading)].sort((a, b) => b.length - a.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERN = new RegExp(`(${QUOTED.map(escape).join('|')})`);

/**
 * A text in the reader's language that may quote the I-129F instructions' English title and headings: each quote is
 * marked lang="en", so a screen reader reads it in English and a Spanish page holds no unmarked English.
 */
export function EnglishQuotes({ text }: { text: string }) {
  return (
    <>
      {text.split(PATTERN).map((piece, i) => (i % 2 === 1 ? <span key={i} lang="en">{piece}</span> : <Fragment key={i}>{piece}</Fragment>))}
    </>
  );
}
