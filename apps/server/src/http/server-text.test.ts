import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@i129f/petition/api/two-factor.ts';
import { CATALOGUES, en } from '@i129f/petition/i18n/index.ts';
import { errorText, keyOfEnglish, renderText } from './server-text.ts';

const es = CATALOGUES.es.serverMessages.errors;

describe('server texts', () => {
  it('a keyed text renders in each language, with its placeholders filled', () => {
    expect(renderText(errorText('invalidInput', { names: 'email, password' }), 'en')).toBe('Invalid input: email, password');
    expect(renderText(errorText('invalidInput', { names: 'email, password' }), 'es')).toBe('Datos no válidos: email, password');
  });

  it('an English literal stays byte-identical for English and is found by its text for Spanish', () => {
    const literal = 'The I-129F form on the server is edition 04/01/26, but this product is set up for edition 01/20/25.';
    expect(renderText(literal, 'en')).toBe(literal);
    expect(keyOfEnglish(literal)).toEqual({ ns: 'serverMessages', key: 'errors.editionMismatch', params: { edition: '04/01/26', expected: '01/20/25' } });
    expect(renderText(literal, 'es')).toBe(es.editionMismatch.replace('{{edition}}', '04/01/26').replace('{{expected}}', '01/20/25'));
    expect(renderText('Building the packet took too long. Please try again in a minute.', 'es')).toBe(es.packetTooSlow);
    expect(renderText(en.account.rateLimited, 'es')).toBe(CATALOGUES.es.account.rateLimited);
  });

  it('sentences in a row render each in the language, joined by a space', () => {
    const texts = [errorText('editionMismatch', { edition: '04/01/26', expected: '01/20/25' }), errorText('editionRefused')];
    expect(renderText(texts, 'en')).toBe('The I-129F form on the server is edition 04/01/26, but this product is set up for edition 01/20/25. Documents cannot be generated until the form mapping is updated. Please contact support.');
    expect(renderText(texts, 'es')).toBe(`${es.editionMismatch.replace('{{edition}}', '04/01/26').replace('{{expected}}', '01/20/25')} ${es.editionRefused}`);
  });

  it('an unknown literal stays as written', () => {
    expect(renderText('Expected string, received number', 'es')).toBe('Expected string, received number');
  });

  it('the two-factor messages of the API module are the catalogue texts (so a refusal is found by its text)', () => {
    for (const [key, english] of Object.entries(TWO_FACTOR_MESSAGES)) {
      expect(en.serverMessages.errors[key as keyof typeof TWO_FACTOR_MESSAGES], key).toBe(english);
      expect(renderText(english, 'es'), key).toBe(es[key as keyof typeof TWO_FACTOR_MESSAGES]);
    }
  });
});
