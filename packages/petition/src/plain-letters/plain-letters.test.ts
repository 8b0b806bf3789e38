import { describe, expect, it } from 'vitest';
import { letteringOf, looksNonEnglish, plainLetters } from './plain-letters.ts';

describe('plainLetters', () => {
  it.each([
    ['José Núñez', 'Jose Nunez'],
    ['México', 'Mexico'],
    ['Müller-Lüdenscheidt', 'Muller-Ludenscheidt'],
    ['São Paulo', 'Sao Paulo'],
    ['Straße 5', 'Strasse 5'],
    ['Łódź', 'Lodz'],
    ['Ærøskøbing', 'AEroskobing'],
    ['François Œuvre', 'Francois OEuvre'],
    ['O’Connor', "O'Connor"],
    ['Calle “Cinco” 10–12', 'Calle "Cinco" 10-12'],
    ['Nguyễn Văn Ánh', 'Nguyen Van Anh'],
    ['John Smith', 'John Smith'],
    ['', ''],
    ['Иван', 'Иван'],
  ])('%s → %s', (typed, plain) => {
    expect(plainLetters(typed)).toBe(plain);
  });
});

describe('letteringOf', () => {
  it.each([
    ['Jose Nunez', 'plain'],
    ['123 Main St., Apt #4', 'plain'],
    ['José', 'accented'],
    ['México', 'accented'],
    ['O’Connor', 'accented'],
    ['Иван Петров', 'nonLatin'],
    ['李 Wei', 'nonLatin'],
    ['محمد', 'nonLatin'],
    ['Ελένη', 'nonLatin'],
  ] as const)('%s is %s', (value, lettering) => {
    expect(letteringOf(value)).toBe(lettering);
  });
});

describe('looksNonEnglish', () => {
  it.each([
    ['Nos conocimos en Mérida el 05/10/2024 y pasamos dos semanas juntos.', true],
    ['Nous nous sommes rencontrés à Paris avec sa famille.', true],
    ['Wir haben uns in Berlin getroffen und die Familie besucht.', true],
    ['We met in Kazan, Russia, on 05/10/2024 and spent two weeks together.', false],
    ['We met at the Café de la Paix in Paris.', false],
    ['Arrested 2019, charges dropped.', false],
    ['', false],
  ])('%s → %s', (text, flagged) => {
    expect(looksNonEnglish(text)).toBe(flagged);
  });
});
