/**
 * Plain Latin letters (issue 21.5): the I-129F carries names and addresses in Latin letters without accents, and its
 * text in English. These pure helpers tell how a value is written and give its plain-letter spelling.
 */
import { hasNonLatinLetters } from '../validators/latin.ts';

/** Letters NFD does not split into a base letter and a mark ('ß' is not 's' + a mark). */
const SPECIAL: Readonly<Record<string, string>> = {
  ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ð: 'd', Ð: 'D',
  þ: 'th', Þ: 'TH', ı: 'i', ħ: 'h', Ħ: 'H', ŋ: 'n', Ŋ: 'N',
  // Typographic punctuation a keyboard puts into names and addresses (O’Connor, “Calle 5”, 10–12).
  '‘': "'", '’': "'", 'ʼ': "'", '“': '"', '”': '"', '–': '-', '—': '-', '\u00a0': ' ',
};

/** A value in printable ASCII only: nothing to offer. */
const PLAIN = /^[\x20-\x7e]*$/;

/** How a value is written: plain ASCII, Latin letters with accents or special letters, or another script. */
export type Lettering = 'plain' | 'accented' | 'nonLatin';

export function letteringOf(value: string): Lettering {
  if (PLAIN.test(value)) return 'plain';
  if (hasNonLatinLetters(value)) return 'nonLatin';
  return 'accented';
}

/**
 * The plain-letter spelling: accents and other marks dropped ('José Núñez' → 'Jose Nunez', 'México' → 'Mexico'),
 * special letters spelled out ('Straße' → 'Strasse'), typographic quotes and dashes made plain. Letters of another
 * script are kept: they are not spelled out automatically (a native-alphabet name belongs in Part 2 Items 49–50).
 */
export function plainLetters(value: string): string {
  return [...value.normalize('NFD')]
    .filter((ch) => !/\p{M}/u.test(ch))
    .map((ch) => SPECIAL[ch] ?? ch)
    .join('')
    .normalize('NFC');
}

/** Short words common in English text, and in Spanish, Portuguese, French, Italian and German text. */
const ENGLISH_WORDS = new Set('the and of to in on at we i he she they was were is are for with our my his her met from by have has had it this that'.split(' '));
const OTHER_WORDS = new Set(
  'el la los las y de del en nos que por para con una un es fue fueron nuestro nuestra mi su se lo al como pero muy o e da do em os as um uma não le les et des du une est nous avec pour il di che per con sono der die das und ist wir mit ein eine'.split(' '),
);

/**
 * Whether a description in the client's own words looks written in another language than English: more of its
 * common short words are Spanish, Portuguese, French, Italian or German ones than English ones. A hint, not a
 * detection: the offer lists every description anyway.
 */
export function looksNonEnglish(text: string): boolean {
  const words = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').match(/\p{L}+/gu) ?? [];
  let english = 0;
  let other = 0;
  for (const word of words) {
    if (ENGLISH_WORDS.has(word)) english += 1;
    else if (OTHER_WORDS.has(word)) other += 1;
  }
  return other > english;
}
