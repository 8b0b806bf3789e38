import type { InterviewState } from '../engine/types.ts';
import type { LetterDoc, LetterKind } from './drafts.ts';

/**
 * Letters signed under penalty of perjury: a Spanish reader gets a Spanish reading copy of each, so that she knows
 * what she signs (issue 20). The letters filed stay in English; a reading copy is neither signed nor filed.
 */
export const SWORN_LETTERS = ['intent-petitioner', 'intent-beneficiary', 'relationship', 'waiver'] as const satisfies readonly LetterKind[];
export type SwornLetter = (typeof SWORN_LETTERS)[number];
export const isSworn = (kind: LetterKind): kind is SwornLetter => (SWORN_LETTERS as readonly LetterKind[]).includes(kind);

type Gender = 'Female' | 'Male' | undefined;
interface Words {
  /** 'ciudadana' / 'ciudadano' / 'ciudadano(a)' for the petitioner and the beneficiary. */
  petCitizen: string;
  benCitizen: string;
  petitioner: string;
  convicted: string;
}

const gendered = (g: Gender, female: string, male: string, either: string) => (g === 'Female' ? female : g === 'Male' ? male : either);

const PARTNER: Record<string, string> = { 'fiancée': 'prometida', 'fiancé': 'prometido', 'fiancé(e)': 'prometido(a)', spouse: 'cónyuge' };
const partner = '(?<partner>fiancée|fiancé|fiancé\\(e\\)|spouse)';
const delete_ = ' Borre esta línea.]';

/**
 * The draft's sentences (drafts.ts, waiver.ts), each an English pattern with the values as named groups and its
 * Spanish. A paragraph none of them matches is the writer's own and is shown as written.
 */
const SENTENCES: ReadonlyArray<{ en: RegExp; es: (g: Record<string, string>, w: Words) => string }> = [
  {
    en: new RegExp(`^I, (?<pet>.+?), a citizen of the United States, declare that I intend to marry my ${partner}, (?<ben>.+?)(?:, a citizen of (?<country>.+?))?, within 90 days of (?:her|his|the) admission to the United States on a K-1 visa\\.$`),
    es: (g, w) => `Yo, ${g.pet}, ${w.petCitizen} de los Estados Unidos, declaro que tengo la intención de casarme con mi ${PARTNER[g.partner!]}, ${g.ben}${g.country ? `, ${w.benCitizen} de ${g.country}` : ''}, dentro de los 90 días siguientes a su admisión en los Estados Unidos con una visa K-1.`,
  },
  {
    en: new RegExp(`^I, (?<ben>.+?)(?:, a citizen of (?<country>.+?))?, declare that I intend to marry my ${partner}, (?<pet>.+?), a citizen of the United States, within 90 days of my admission to the United States on a K-1 visa\\.$`),
    es: (g, w) => `Yo, ${g.ben}${g.country ? `, ${w.benCitizen} de ${g.country}` : ''}, declaro que tengo la intención de casarme con mi ${PARTNER[g.partner!]}, ${g.pet}, ${w.petCitizen} de los Estados Unidos, dentro de los 90 días siguientes a mi admisión en los Estados Unidos con una visa K-1.`,
  },
  { en: /^We are both legally free to marry, and we have a genuine and continuing intention to marry each other\.$/, es: () => 'Ambos somos legalmente libres para casarnos y tenemos la intención genuina y continua de casarnos el uno con el otro.' },
  {
    en: /^I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct\.$/,
    es: () => 'Declaro bajo pena de perjurio, conforme a las leyes de los Estados Unidos de América, que lo anterior es verdadero y correcto.',
  },
  {
    en: new RegExp(`^My name is (?<pet>.+?)\\. I am a citizen of the United States, and I am petitioning for my ${partner}, (?<ben>.+?)(?:, a citizen of (?<country>.+?))?\\.$`),
    es: (g, w) => `Me llamo ${g.pet}. Soy ${w.petCitizen} de los Estados Unidos y presento esta petición para mi ${PARTNER[g.partner!]}, ${g.ben}${g.country ? `, ${w.benCitizen} de ${g.country}` : ''}.`,
  },
  { en: /^How and when we met in person: (?<text>[\s\S]+)$/, es: (g) => `Cómo y cuándo nos conocimos en persona (con sus propias palabras): ${g.text}` },
  {
    en: /^We have not met in person because meeting before the marriage would violate strict and long-established customs of (?<who>.+?)'s culture or social practice\.(?<rest>[\s\S]*)$/,
    es: (g) => `No nos hemos conocido en persona porque conocernos antes del matrimonio violaría costumbres estrictas y arraigadas de la cultura o la práctica social de ${g.who}.${g.rest}`,
  },
  {
    en: /^We have not met in person because the meeting requirement would result in extreme hardship to me\.(?<rest>[\s\S]*)$/,
    es: (g) => `No nos hemos conocido en persona porque el requisito de conocernos me causaría dificultades extremas.${g.rest}`,
  },
  { en: /^We were introduced through an international marriage broker(?:, (?<broker>.+?))?\.$/, es: (g) => `Nos presentó una agencia matrimonial internacional${g.broker ? `, ${g.broker}` : ''}.` },
  {
    en: /^\[Tell your story in your own words: how your relationship developed, your visits and how you keep in touch, and when and how you decided to marry\. Delete this line\.\]$/,
    es: () => `[Cuente su historia con sus propias palabras: cómo se desarrolló su relación, sus visitas y cómo se mantienen en contacto, y cuándo y cómo decidieron casarse.${delete_}`,
  },
  { en: /^We are married and wish to live together in the United States\.$/, es: () => 'Estamos casados y deseamos vivir juntos en los Estados Unidos.' },
  { en: /^We intend to marry within 90 days of (?<who>.+?)'s arrival in the United States\.$/, es: (g) => `Tenemos la intención de casarnos dentro de los 90 días siguientes a la llegada de ${g.who} a los Estados Unidos.` },
  {
    en: new RegExp(
      `^I, (?<pet>.+?), the petitioner, request a waiver of the multiple filer limitation of section 214\\(d\\)\\(2\\) of the Immigration and Nationality Act and 8 CFR 214\\.2\\(k\\)\\(2\\) for my Form I-129F petition for my ${partner}, (?<ben>.+?)\\. I have marked Part 3, item (?<item>5\\.[abc]) of the petition accordingly\\.$`,
    ),
    es: (g, w) => `Yo, ${g.pet}, ${w.petitioner}, solicito una exención de la limitación para peticionarios múltiples del artículo 214(d)(2) de la Ley de Inmigración y Nacionalidad y de 8 CFR 214.2(k)(2) para mi petición del Formulario I-129F por mi ${PARTNER[g.partner!]}, ${g.ben}. Por eso marqué la Parte 3, punto ${g.item} de la petición.`,
  },
  { en: /^I have filed Form I-129F before for: (?<list>[\s\S]+)\.$/, es: (g) => `Ya presenté antes el Formulario I-129F para (datos tal como constan en la petición): ${g.list}.` },
  {
    en: /^\[For each earlier petition, explain what became of that relationship: for example, why you did not marry, or why the marriage ended\. Delete this line\.\]$/,
    es: () => `[Para cada petición anterior, explique qué pasó con esa relación: por ejemplo, por qué no se casaron o por qué terminó el matrimonio.${delete_}`,
  },
  {
    en: /^\[Explain why this waiver should be granted: how and when you met (?<ben>.+?), how your relationship developed and why it is genuine\. Delete this line\.\]$/,
    es: (g) => `[Explique por qué se debe conceder esta exención: cómo y cuándo conoció a ${g.ben}, cómo se desarrolló su relación y por qué es genuina.${delete_}`,
  },
  { en: /^As stated in Part 3 of the petition, I have been convicted of (?<list>[\s\S]+)\.$/, es: (g, w) => `Como consta en la Parte 3 de la petición, he sido ${w.convicted} por (tal como consta en la petición): ${g.list}.` },
  { en: /^\[List the certified court and police records you enclose for each conviction\. Delete this line\.\]$/, es: () => `[Enumere los registros judiciales y policiales certificados que adjunta para cada condena.${delete_}` },
  {
    en: /^\[Explain how you were battered or subjected to extreme cruelty, how that led to each conviction \(for example, you acted in self-defense or violated a protection order issued for your own protection\), and list the evidence you enclose\. Delete this line\.\]$/,
    es: () => `[Explique cómo sufrió maltrato o crueldad extrema, cómo eso llevó a cada condena (por ejemplo, actuó en defensa propia o incumplió una orden de protección dictada para su propia protección) y enumere las pruebas que adjunta.${delete_}`,
  },
  {
    en: /^\[Explain the extraordinary circumstances that justify the waiver despite the conviction: what happened, how long ago, and what has changed since\. Delete this line\.\]$/,
    es: () => `[Explique las circunstancias extraordinarias que justifican la exención a pesar de la condena: qué pasó, hace cuánto tiempo y qué ha cambiado desde entonces.${delete_}`,
  },
];

/** A paragraph of the letter in Spanish, or undefined when it is the writer's own text (no draft sentence). */
function translate(paragraph: string, words: Words): string | undefined {
  for (const s of SENTENCES) {
    const m = s.en.exec(paragraph.trim());
    if (m) return s.es(Object.fromEntries(Object.entries(m.groups ?? {}).filter(([, v]) => v !== undefined)) as Record<string, string>, words);
  }
  return undefined;
}

/**
 * The Spanish reading copy of a sworn letter as it stands (with her values filled, and as she completed it): headed as
 * a reading copy that is not filed, without signature lines. The draft's sentences are translated; a paragraph she
 * wrote herself is shown as she wrote it, marked so.
 */
export function readingCopy(state: InterviewState, letter: LetterDoc): LetterDoc {
  const a = state.answers;
  const pet = a['pet.gender'] as Gender;
  const ben = a['ben.gender'] as Gender;
  const words: Words = {
    petCitizen: gendered(pet, 'ciudadana', 'ciudadano', 'ciudadano(a)'),
    benCitizen: gendered(ben, 'ciudadana', 'ciudadano', 'ciudadano(a)'),
    petitioner: gendered(pet, 'la peticionaria', 'el peticionario', 'el/la peticionario(a)'),
    convicted: gendered(pet, 'condenada', 'condenado', 'condenado(a)'),
  };
  const paragraphs = letter.paragraphs.map((p) => ({ text: p, es: translate(p, words) }));
  const own = paragraphs.some((p) => p.es === undefined);
  return {
    kind: letter.kind,
    title: 'COPIA DE LECTURA EN ESPAÑOL — NO SE PRESENTA',
    fileStem: `Copia_de_lectura_${letter.fileStem}`,
    from: letter.from,
    date: letter.date,
    ...(letter.to ? { to: letter.to } : {}),
    ...(letter.subject ? { subject: letter.subject } : {}),
    paragraphs: [
      `Traducción de «${letter.title}» para que sepa lo que firma. Esta copia no se firma ni se envía: a USCIS se presenta la carta en inglés, y es esa la que usted firma.` +
        (own ? ' Los párrafos que usted escribió se muestran tal como los escribió.' : ''),
      ...paragraphs.map((p) => p.es ?? `[Texto suyo, tal como lo escribió:] ${p.text}`),
    ],
    signatures: [],
    editable: false,
  };
}
