import { describe, expect, it } from 'vitest';
import { letteringOf, plainLetters } from './plain-letters.ts';

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
