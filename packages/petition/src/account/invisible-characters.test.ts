import { describe, expect, it } from 'vitest';
import { checkSetupName, SETUP_STEPS } from '../setup/wizard.ts';
import { VALIDATORS } from '../validators/registry.ts';
import { CHAT_MESSAGES } from '../validators/messages.ts';
import { codePointLabel, invisibleCharacterIn, showInvisible } from './invisible-characters.ts';
import { ACCOUNT_MESSAGES } from './messages.ts';
import { checkFullName, checkPersonName } from './validators.ts';

/** Issue 23.4: invisible and bidirectional control characters in names a person sees. */
const REFUSED: Array<[string, string]> = [
  ['\u202a', 'left-to-right embedding'],
  ['\u202b', 'right-to-left embedding'],
  ['\u202c', 'pop directional formatting'],
  ['\u202d', 'left-to-right override'],
  ['\u202e', 'right-to-left override'],
  ['\u2066', 'left-to-right isolate'],
  ['\u2067', 'right-to-left isolate'],
  ['\u2068', 'first strong isolate'],
  ['\u2069', 'pop directional isolate'],
  ['\u200b', 'zero-width space'],
  ['\u200c', 'zero-width non-joiner'],
  ['\u200d', 'zero-width joiner'],
  ['\u200e', 'left-to-right mark'],
  ['\u200f', 'right-to-left mark'],
  ['\u061c', 'Arabic letter mark'],
  ['\u2060', 'word joiner'],
  ['\ufeff', 'zero-width no-break space (BOM)'],
  ['\u00ad', 'soft hyphen'],
  ['\u034f', 'combining grapheme joiner'],
  ['\ufe0f', 'variation selector'],
  ['\u3164', 'Hangul filler (a letter that draws nothing)'],
  ['\u115f', 'Hangul choseong filler'],
  ['\u2028', 'line separator'],
  ['\u{e0041}', 'tag letter'],
];
const ACCEPTED = ['José Núñez', "Seán O'Connor", 'Łukasz Wąsik-Жуков', '山田 太郎', 'محمد علي', 'אברהם כהן', 'Nguyễn Văn An', 'देवनागरी', 'St. John'];

describe('invisible and bidirectional control characters', () => {
  it.each(REFUSED)('U+%s… (%s) is found, labelled and shown', (char) => {
    const label = codePointLabel(char);
    expect(invisibleCharacterIn(`Ana${char}Maria`)).toBe(label);
    expect(showInvisible(`Ana${char}Maria`)).toBe(`Ana[${label}]Maria`);
  });

  it('names of many alphabets have none', () => {
    for (const name of ACCEPTED) expect(invisibleCharacterIn(name), name).toBeUndefined();
  });

  it('the account full name refuses each with its own message; the names of many alphabets pass', () => {
    for (const [char, what] of REFUSED) {
      expect(checkFullName(`Ana ${char}Pérez`), what).toEqual({ ok: false, message: ACCOUNT_MESSAGES.nameInvisible });
      expect(checkPersonName(`A${char}na`), what).toEqual({ ok: false, message: ACCOUNT_MESSAGES.nameInvisible });
    }
    for (const name of ACCEPTED) expect(checkFullName(name), name).toEqual({ ok: true });
  });

  it('the setup names and the chat’s name validators refuse each with their own message', () => {
    for (const [char, what] of REFUSED) {
      for (const step of SETUP_STEPS) expect(checkSetupName(step, `Lo${char}pez`), `${step.key} ${what}`).toBe(CHAT_MESSAGES.nameInvisible);
      for (const v of ['name', 'nameFormat', 'nativeName'] as const) {
        expect(VALIDATORS[v].check(`Lo${char}pez`, { args: {}, asOf: '', lookup: () => undefined }), `${v} ${what}`).toBe(CHAT_MESSAGES.nameInvisible);
      }
    }
    // Other bad names keep their messages.
    expect(VALIDATORS.nameFormat.check('R2-D2', { args: {}, asOf: '', lookup: () => undefined })).toBe(CHAT_MESSAGES.nameFormat);
    expect(VALIDATORS.name.check('Lopez', { args: {}, asOf: '', lookup: () => undefined })).toBeNull();
  });
});
