import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../account/messages.ts';
import { QUESTIONNAIRE } from '../questionnaire/questions.ts';
import { SETUP_STEPS } from '../setup/wizard.ts';
import { CATALOGUES, createTranslator, en, es, flattenKeys, interpolate, lookup, negotiateLanguage, placeholdersOf, type Messages } from './index.ts';

const namespaces = Object.keys(en) as (keyof typeof en)[];

describe('message catalogues', () => {
  it('English and Spanish have the same namespaces', () => {
    expect(Object.keys(es).sort()).toEqual(namespaces.slice().sort());
  });

  it.each(namespaces)('%s: every key exists in both languages, and no language has a key of its own', (ns) => {
    const english = flattenKeys(en[ns] as Messages);
    const spanish = flattenKeys(es[ns] as Messages);
    expect(spanish.filter((key) => !english.includes(key)), 'keys only in Spanish').toEqual([]);
    expect(english.filter((key) => !spanish.includes(key)), 'keys missing in Spanish').toEqual([]);
  });

  it.each(namespaces)('%s: no text is empty and each translation uses the same placeholders', (ns) => {
    for (const key of flattenKeys(en[ns] as Messages)) {
      const english = lookup(en[ns] as Messages, key)!;
      const spanish = lookup(es[ns] as Messages, key);
      expect(english.trim(), `${ns}:${key} (en)`).not.toBe('');
      expect(spanish?.trim(), `${ns}:${key} (es)`).toBeTruthy();
      expect(placeholdersOf(spanish!), `${ns}:${key}`).toEqual(placeholdersOf(english));
    }
  });

  it('the check catches a missing or extra key', () => {
    const a = flattenKeys({ x: 'x', y: { z: 'z' } });
    const b = flattenKeys({ x: 'x', y: { w: 'w' } });
    expect(a).toEqual(['x', 'y.z']);
    expect(b.filter((k) => !a.includes(k))).toEqual(['y.w']);
  });

  it('English keeps the texts of the engine (account messages, setup prompts)', () => {
    expect(en.account).toEqual(ACCOUNT_MESSAGES);
    for (const step of SETUP_STEPS) expect(en.setup.prompts[step.key]).toBe(step.prompt);
    expect(Object.keys(en.setup.prompts).sort()).toEqual(SETUP_STEPS.map((s) => s.key).sort());
    expect(Object.keys(en.questionnaire.prompts).sort()).toEqual(QUESTIONNAIRE.map((q) => q.key).sort());
    for (const q of QUESTIONNAIRE) expect(en.questionnaire.prompts[q.key as keyof typeof en.questionnaire.prompts], q.key).toBe(q.prompt);
    // Every option that is not a number has a label, and the English label is the stored answer itself.
    const words = new Set(QUESTIONNAIRE.flatMap((q) => q.options).filter((o) => !/^\d+$/.test(o)));
    expect([...words].sort()).toEqual(Object.values(en.questionnaire.options).sort());
  });
});

describe('translator for the server and the engine', () => {
  it('reads a key in each language and fills placeholders', () => {
    expect(createTranslator('en')('setup', 'counter', { n: 2, total: 6 })).toBe('Step 2 of 6');
    expect(createTranslator('es')('setup', 'counter', { n: 2, total: 6 })).toBe('Paso 2 de 6');
    expect(createTranslator('es')('account', 'consentRequired')).toBe(CATALOGUES.es.account.consentRequired);
  });

  it('an unknown key shows itself, an unknown placeholder stays visible', () => {
    expect(createTranslator('es')('common', 'no.such.key')).toBe('common:no.such.key');
    expect(interpolate('Hello {{name}} {{other}}', { name: 'Ana' })).toBe('Hello Ana {{other}}');
  });
});

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,es;q=0.5,en;q=0.4', 'es'],
    ['de, fr', 'en'],
    ['en;q=0.2, es;q=0.9', 'es'],
    ['es;q=0', 'en'],
    ['garbage;;;', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});
