/**
 * Latin letters on the form (issue 24). Every item of the I-129F except Part 2 items 49–50 (the beneficiary's name
 * and address in her native alphabet) is read in Latin letters, as the passport prints the name. A value typed in
 * another alphabet goes to items 49–50 where the question has such an item, and the form gets the Latin version she
 * confirms; `toLatin` proposes one.
 *
 * The proposal follows ICAO Doc 9303 (Machine Readable Travel Documents, Part 3, section 6: the transliteration
 * passports use for the Latin name) for Cyrillic, the Greek ELOT 743 table passports use, the Armenian and Georgian
 * national romanizations and the Revised Romanization of Korean (computed from the Hangul syllable). Scripts whose
 * romanization needs a dictionary (Chinese, Japanese kanji) or vowels the script does not write (Arabic, Hebrew) get
 * no proposal: the person types the spelling of the passport. A library was weighed: `any-ascii` covers every script
 * but is a 546 KB table in the chat's bundle and romanizes 'Ольга' as "Ol'ga", not the passport's OLGA.
 */

/** Whether an answer key is one of the native-alphabet items (Part 2 items 49–50), the only ones in another alphabet. */
export const isNativeAlphabetKey = (key: string): boolean => key.startsWith('ben.native.');

/** A letter of any script but Latin (marks, digits and punctuation are not letters). */
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

/** Whether `text` holds a letter of a script other than Latin (Cyrillic, Greek, Arabic, Han…); plain-letters reads it too. */
export const hasNonLatinLetters = (text: string): boolean => NON_LATIN_LETTER.test(text);

/** Lower-case letter → Latin, per script. */
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: 'ie', ы: 'y', ь: '', э: 'e',
  ю: 'iu', я: 'ia',
  // Ukrainian, Belarusian, Serbian, Macedonian, Bulgarian letters of the same table.
  є: 'ie', і: 'i', ї: 'i', ґ: 'g', ў: 'u', ђ: 'd', ј: 'j', љ: 'lj', њ: 'nj', ћ: 'c', џ: 'dz', ѓ: 'g', ќ: 'k', ѕ: 'dz',
};
const GREEK: Readonly<Record<string, string>> = {
  α: 'a', ά: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', έ: 'e', ζ: 'z', η: 'i', ή: 'i', θ: 'th', ι: 'i', ί: 'i', ϊ: 'i', ΐ: 'i', κ: 'k',
  λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', ό: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', ύ: 'y', ϋ: 'y', ΰ: 'y', φ: 'f',
  χ: 'ch', ψ: 'ps', ω: 'o', ώ: 'o',
};
/** Greek pairs read as one sound (ELOT 743): ου → ou, αυ/ευ → av/ev (af/ef before a voiceless consonant is not made). */
const GREEK_PAIRS: Readonly<Record<string, string>> = { ου: 'ou', ού: 'ou', αυ: 'av', αύ: 'av', ευ: 'ev', εύ: 'ev', μπ: 'b', ντ: 'nt', γγ: 'ng', γκ: 'gk' };
const ARMENIAN: Readonly<Record<string, string>> = {
  ա: 'a', բ: 'b', գ: 'g', դ: 'd', ե: 'e', զ: 'z', է: 'e', ը: 'y', թ: 't', ժ: 'zh', ի: 'i', լ: 'l', խ: 'kh', ծ: 'ts', կ: 'k', հ: 'h',
  ձ: 'dz', ղ: 'gh', ճ: 'ch', մ: 'm', յ: 'y', ն: 'n', շ: 'sh', ո: 'o', չ: 'ch', պ: 'p', ջ: 'j', ռ: 'r', ս: 's', վ: 'v', տ: 't', ր: 'r',
  ց: 'ts', ւ: 'v', փ: 'p', ք: 'k', և: 'ev', օ: 'o', ֆ: 'f',
};
/** Armenian ու is one vowel (u). */
const ARMENIAN_PAIRS: Readonly<Record<string, string>> = { ու: 'u' };
const GEORGIAN: Readonly<Record<string, string>> = {
  ა: 'a', ბ: 'b', გ: 'g', დ: 'd', ე: 'e', ვ: 'v', ზ: 'z', თ: 't', ი: 'i', კ: 'k', ლ: 'l', მ: 'm', ნ: 'n', ო: 'o', პ: 'p', ჟ: 'zh',
  რ: 'r', ს: 's', ტ: 't', უ: 'u', ფ: 'p', ქ: 'k', ღ: 'gh', ყ: 'q', შ: 'sh', ჩ: 'ch', ც: 'ts', ძ: 'dz', წ: 'ts', ჭ: 'ch', ხ: 'kh',
  ჯ: 'j', ჰ: 'h',
};
const TABLES = [CYRILLIC, GREEK, ARMENIAN, GEORGIAN];
const PAIRS = [GREEK_PAIRS, ARMENIAN_PAIRS];

/** Revised Romanization of Korean: initial, medial and final jamo of a Hangul syllable (U+AC00–U+D7A3). */
const KO_INITIAL = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const KO_MEDIAL = ['a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu', 'ui', 'i'];
const KO_FINAL = ['', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't', 't', 'ng', 't', 't', 'k', 't', 'p', 't'];
function hangul(ch: string): string | undefined {
  const code = ch.codePointAt(0)! - 0xac00;
  if (code < 0 || code > 11171) return undefined;
  return KO_INITIAL[Math.floor(code / 588)]! + KO_MEDIAL[Math.floor((code % 588) / 28)]! + KO_FINAL[code % 28]!;
}

/** Scripts whose names are written without capitals (Georgian Mkhedruli, Hangul). */
const CASELESS = /[\p{Script=Georgian}\p{Script=Hangul}]/u;
const isUpper = (ch: string) => ch !== ch.toLowerCase() && ch === ch.toUpperCase();

/** One word: each letter (or pair) to Latin, keeping the case: 'Щукина' → 'Shchukina', 'ЩУКИНА' → 'SHCHUKINA'. */
function word(text: string): string | null {
  const chars = [...text];
  const allCaps = chars.filter((c) => /\p{L}/u.test(c)).every(isUpper) && chars.some(isUpper);
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i]!;
    const lower = ch.toLowerCase();
    const pair = lower + (chars[i + 1] ?? '').toLowerCase();
    const fromPair = PAIRS.map((t) => t[pair]).find((v) => v !== undefined);
    let latin = fromPair ?? TABLES.map((t) => t[lower]).find((v) => v !== undefined) ?? hangul(ch);
    if (fromPair !== undefined) i += 1;
    if (latin === undefined) {
      if (NON_LATIN_LETTER.test(ch)) return null;
      latin = ch;
    } else if (allCaps) latin = latin.toUpperCase();
    // A caseless script (Georgian, Hangul) starts the word with a capital, as a name does.
    else if (isUpper(ch) || (CASELESS.test(ch) && !/\p{L}/u.test(out))) latin = latin.charAt(0).toUpperCase() + latin.slice(1);
    out += latin;
  }
  return out;
}

/**
 * A Latin-letter proposal for `text`, or null when it holds a script this table does not romanize (the person types
 * the passport's spelling). Latin text is returned as it is.
 */
export function toLatin(text: string): string | null {
  const parts = text.split(/(\s+)/);
  const out: string[] = [];
  for (const part of parts) {
    const w = /^\s+$/.test(part) ? part : word(part);
    if (w === null) return null;
    out.push(w);
  }
  const result = out.join('');
  return hasNonLatinLetters(result) ? null : result;
}
