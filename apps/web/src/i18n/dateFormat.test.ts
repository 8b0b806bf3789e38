import { describe, expect, it } from 'vitest';
import { spelledDate } from './dateFormat.ts';

describe('dates the app writes itself (issue 21.5)', () => {
  it('have the month in words, never a day-first or month-first number', () => {
    const at = new Date(2025, 10, 3, 12).getTime();
    expect(spelledDate(at, 'es')).toBe('3 de noviembre de 2025');
    expect(spelledDate(at, 'en')).toBe('November 3, 2025');
    expect(spelledDate(at, 'es')).not.toMatch(/\d+\/\d+/);
  });
});
