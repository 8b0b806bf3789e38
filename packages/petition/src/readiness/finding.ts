import { en } from '../i18n/en/index.ts';
import { renderRef } from './render.ts';
import type { Finding, FixTarget, Severity, TextParam, TextRef } from './types.ts';

type RuleTexts = typeof en.readiness.rules;
/** Every finding kind the rules produce: the keys of readiness.rules in the catalogue. */
export type RuleId = keyof RuleTexts;
export const READINESS_RULE_IDS = Object.keys(en.readiness.rules) as RuleId[];

/** A wording's key without its plural ending (message_one → message). */
type Wording<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** A piece of text the rules fill into a message (readiness.<key>, e.g. 'words.beneficiary'). */
export const word = (key: string, params?: TextRef['params']): TextRef => ({ key, ...(params ? { params } : {}) });

/**
 * A finding as pure data: its texts are catalogue keys (readiness.rules.<rule>.<wording> and .why) with params;
 * `message` and `why` hold the English text, the server renders them in the reader's language (render.ts).
 */
export function finding<R extends RuleId>(
  rule: R,
  severity: Severity,
  fix: FixTarget,
  o: { wording?: Wording<keyof RuleTexts[R]> & string; params?: Readonly<Record<string, TextParam>>; whyParams?: Readonly<Record<string, TextParam>> } = {},
): Finding {
  const message: TextRef = { key: `rules.${rule}.${o.wording ?? 'message'}`, ...(o.params ? { params: o.params } : {}) };
  const why: TextRef = { key: `rules.${rule}.why`, ...(o.whyParams ? { params: o.whyParams } : {}) };
  return { rule, severity, text: { message, why }, message: renderRef(message, en, 'en'), why: renderRef(why, en, 'en'), fix };
}
