import { describe, expect, it } from 'vitest';
import { readyK1State } from '../readiness/test-state.ts';
import { draftLetters, type LetterDoc } from './drafts.ts';
import { isSworn, readingCopy, SWORN_LETTERS } from './reading-copies.ts';
import { waiverParagraphs } from './waiver.ts';

const OWN = '[Texto suyo, tal como lo escribió:]';
const maria = () => {
  const s = readyK1State();
  Object.assign(s.answers, { 'ben.name.given': 'Maria', 'ben.name.middle': 'Elena', 'ben.name.family': 'Lopez', 'ben.citizenship': 'Mexico', 'ben.gender': 'Female', 'pet.gender': 'Male' });
  return s;
};
const letter = (letters: LetterDoc[], kind: LetterDoc['kind']) => letters.find((l) => l.kind === kind)!;

describe('Spanish reading copies of the sworn letters (issue 20)', () => {
  it('are offered for the letters signed under penalty of perjury, not the cover letter', () => {
    expect(SWORN_LETTERS).toEqual(['intent-petitioner', 'intent-beneficiary', 'relationship', 'waiver']);
    expect(isSworn('cover')).toBe(false);
  });

  it('translate the intent-to-marry statements whole, with her values filled, headed as a copy that is not filed and not signed', () => {
    const s = maria();
    const letters = draftLetters(s, { today: '11/26/2026', enclosures: [] });
    const pet = readingCopy(s, letter(letters, 'intent-petitioner'));
    expect(pet.title).toBe('COPIA DE LECTURA EN ESPAÑOL — NO SE PRESENTA');
    expect(pet.signatures).toEqual([]);
    expect(pet.fileStem).toBe('Copia_de_lectura_Intent_to_Marry_Petitioner_Smith');
    expect(pet.paragraphs).toEqual([
      'Traducción de «Statement of Intent to Marry» para que sepa lo que firma. Esta copia no se firma ni se envía: a USCIS se presenta la carta en inglés, y es esa la que usted firma.',
      'Yo, John Smith, ciudadano de los Estados Unidos, declaro que tengo la intención de casarme con mi prometida, Maria Elena Lopez, ciudadana de Mexico, dentro de los 90 días siguientes a su admisión en los Estados Unidos con una visa K-1.',
      'Ambos somos legalmente libres para casarnos y tenemos la intención genuina y continua de casarnos el uno con el otro.',
      'Declaro bajo pena de perjurio, conforme a las leyes de los Estados Unidos de América, que lo anterior es verdadero y correcto.',
    ]);
    const ben = readingCopy(s, letter(letters, 'intent-beneficiary'));
    expect(ben.paragraphs[1]).toBe(
      'Yo, Maria Elena Lopez, ciudadana de Mexico, declaro que tengo la intención de casarme con mi prometido, John Smith, ciudadano de los Estados Unidos, dentro de los 90 días siguientes a mi admisión en los Estados Unidos con una visa K-1.',
    );
    expect([...pet.paragraphs, ...ben.paragraphs].join(' ')).not.toContain(OWN);
  });

  it('of the relationship statement translate the draft’s sentences and show her own paragraphs as she wrote them', () => {
    const s = maria();
    const draft = letter(draftLetters(s, { today: '11/26/2026', enclosures: [] }), 'relationship');
    expect(readingCopy(s, draft).paragraphs.join('\n')).not.toContain(OWN);
    const first = draft.paragraphs[0]!;
    const edited = letter(draftLetters(s, { today: '11/26/2026', enclosures: [], relationshipText: `${first}\n\nWe met in Cancún in 2023 and have visited each other four times.` }), 'relationship');
    const copy = readingCopy(s, edited);
    expect(copy.paragraphs[0]).toContain('Los párrafos que usted escribió se muestran tal como los escribió.');
    expect(copy.paragraphs.slice(1)).toEqual([
      'Me llamo John Smith. Soy ciudadano de los Estados Unidos y presento esta petición para mi prometida, Maria Elena Lopez, ciudadana de Mexico.',
      `${OWN} We met in Cancún in 2023 and have visited each other four times.`,
    ]);
  });

  it('of a waiver request translate every drafted paragraph, of each kind of waiver', () => {
    const s = maria();
    Object.assign(s.answers, { 'ben.imb.used': 'Yes', 'ben.imb.orgName': 'Global Hearts', 'crime.violent': 'Yes', 'pet.prior.1.given': 'Anna', 'pet.prior.1.family': 'Petrova', 'pet.prior.1.date': '05/05/2015', 'pet.prior.1.result': 'Denied' });
    for (const kind of ['general', 'extraordinary', 'mandatory'] as const) {
      const paragraphs = waiverParagraphs(s, kind, { petFull: 'John Smith', benFull: 'Maria Elena Lopez', partner: 'fiancée' });
      const copy = readingCopy(s, { ...letter(draftLetters(s, { today: '11/26/2026', enclosures: [] }), 'relationship'), kind: 'waiver', title: 'Waiver', paragraphs });
      expect(copy.paragraphs.join('\n'), kind).not.toContain(OWN);
      expect(copy.paragraphs[1]).toMatch(/^Yo, John Smith, el peticionario, solicito una exención .* por mi prometida, Maria Elena Lopez\. Por eso marqué la Parte 3, punto 5\.[abc] de la petición\.$/);
    }
  });
});
