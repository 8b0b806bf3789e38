import { describe, expect, it } from 'vitest';
import { interview as e } from '../interview.ts';
import { k1State } from '../sections/test-helpers.ts';
import { matchOption } from './run.ts';

const SEX = ['Male', 'Female'];
const UNIT = ['Apartment', 'Suite', 'Floor', 'None'];
const MARITAL = ['Single', 'Married', 'Divorced', 'Widowed'];
const HAIR = ['Brown', 'Bald', 'Black', 'Sandy', 'Gray', 'White', 'Blond', 'Red', 'Unknown/Other'];
const EYES = ['Brown', 'Blue', 'Black', 'Gray', 'Green', 'Hazel', 'Maroon', 'Pink', 'Unknown/Other'];
const ETHNICITY = ['Hispanic/Latino', 'NOT Hispanic/Latino'];
const CITIZENSHIP = ['Birth in the United States', 'U.S. citizen parents', 'Naturalization'];
const PARENT = ['I agree', "I don't know this information"];

describe('options: case-insensitive unambiguous prefixes and abbreviations', () => {
  it.each<[readonly string[], string, string | undefined]>([
    [SEX, 'Female', 'Female'],
    [SEX, 'female', 'Female'],
    [SEX, 'F', 'Female'],
    [SEX, 'f', 'Female'],
    [SEX, 'm', 'Male'],
    [SEX, ' MALE ', 'Male'],
    [SEX, 'fem', 'Female'],
    [SEX, 'x', undefined],
    [SEX, 'Males', undefined],
    [UNIT, 'apt', 'Apartment'],
    [UNIT, 'Apt.', 'Apartment'],
    [UNIT, 'ste', 'Suite'],
    [UNIT, 'flr', 'Floor'],
    [UNIT, 'n', 'None'],
    [MARITAL, 's', 'Single'],
    [MARITAL, 'm', 'Married'],
    [MARITAL, 'div', 'Divorced'],
    [MARITAL, 'w', 'Widowed'],
    [HAIR, 'b', undefined], // Brown, Bald, Black, Blond
    [HAIR, 'bl', undefined], // Black, Blond
    [HAIR, 'blo', 'Blond'],
    [HAIR, 'unknown', 'Unknown/Other'],
    [EYES, 'gr', undefined], // Gray, Green
    [EYES, 'gree', 'Green'],
    [EYES, 'grey', undefined], // not a prefix; abbreviation letters g-r-e-y fit neither option in order
    [ETHNICITY, 'hispanic', 'Hispanic/Latino'],
    [ETHNICITY, 'not hispanic', 'NOT Hispanic/Latino'],
    [ETHNICITY, 'NOT Hispanic/Latino', 'NOT Hispanic/Latino'],
    [CITIZENSHIP, 'naturalization', 'Naturalization'],
    [CITIZENSHIP, 'birth', 'Birth in the United States'],
    [CITIZENSHIP, 'usa', undefined], // not 'U.S. citizen parents': abbreviations only for one-word options
    [CITIZENSHIP, 'u.s.', 'U.S. citizen parents'],
    [PARENT, 'i', undefined],
    [PARENT, 'I agree', 'I agree'],
    [PARENT, 'i don', "I don't know this information"],
    [SEX, '', undefined],
    [SEX, '--', undefined],
  ])('%j: %j → %j', (options, typed, expected) => {
    expect(matchOption(options, typed)).toBe(expected);
  });

  it("'gre' is a prefix of Green only (Gray starts 'gra'): accepted", () => {
    expect(matchOption(EYES, 'gre')).toBe('Green');
  });

  it("the chat accepts 'F' for Female and stores the option's own spelling (section 6)", () => {
    let s = e.startSection(k1State(), 6).state;
    s = e.submitAnswer(s, 6, 'No').state;
    expect(e.currentQuestion(s, 6)?.stepId).toBe('gender');
    const r = e.submitAnswer(s, 6, 'F');
    expect(r.error).toBeUndefined();
    expect(r.state.answers['pet.gender']).toBe('Female');
    expect(e.validateState(r.state)).toEqual([]);
    expect(e.submitAnswer(s, 6, 'x').error).toBe('Invalid gender format. Please check your input and try again.'); // VAL-15
    expect(e.submitAnswer(s, 6, ' ').error).toBe('Invalid gender format. Please check your input and try again.');
  });
});
