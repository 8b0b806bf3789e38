import { describe, expect, it } from 'vitest';
import { CATALOGUES, flattenKeys, lookup, type Messages } from '../i18n/index.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { computeReadiness, type Finding } from './index.ts';
import { READINESS_RULE_IDS } from './finding.ts';
import { localizeReport, renderRef } from './render.ts';
import { READINESS_SCENARIOS } from './test-scenarios.ts';

/** Issue 12: each finding is a key + params; its texts exist in every language and render without gaps. */
const reports = Object.entries(READINESS_SCENARIOS).map(([name, input]) => ({ name, report: computeReadiness(input) }));
const findings: Finding[] = reports.flatMap((r) => r.report.findings);
const readiness = (language: (typeof LANGUAGES)[number]) => CATALOGUES[language].readiness as unknown as Messages;
/** A key or its plural forms exist in the catalogue itself (not through the English fallback). */
const has = (messages: Messages, key: string) => lookup(messages, key) !== undefined || lookup(messages, `${key}_other`) !== undefined;

describe('readiness texts', () => {
  it.each(LANGUAGES)('every rule id has a message and a why (%s)', (language) => {
    for (const rule of READINESS_RULE_IDS) {
      const keys = flattenKeys(readiness(language), '').filter((k) => k.startsWith(`rules.${rule}.`));
      expect(keys, rule).toContain(`rules.${rule}.why`);
      expect(keys.some((k) => /^rules\.[^.]+\.message(_one|_other)?$/.test(k)), `${rule}: message`).toBe(true);
    }
  });

  it('the scenarios make every rule speak, so the checks below see every finding kind', () => {
    expect([...new Set(findings.map((f) => f.rule))].sort()).toEqual([...READINESS_RULE_IDS].sort());
  });

  it.each(LANGUAGES)('every wording and piece the rules use exists in %s', (language) => {
    const refs = (ref: Finding['text']['message']): Finding['text']['message'][] => [
      ref,
      ...Object.values(ref.params ?? {}).flatMap((p) => [p].flat().filter((x): x is typeof ref => typeof x === 'object')).flatMap(refs),
    ];
    for (const f of findings) {
      for (const ref of [...refs(f.text.message), f.text.why]) {
        const messages = ref.ns === 'interview' || ref.ns === 'documents' ? (CATALOGUES[language][ref.ns] as unknown as Messages) : readiness(language);
        expect(has(messages, ref.key), `${f.rule}: ${ref.key}`).toBe(true);
      }
    }
  });

  it("a document's name reads in the reader's language (the documents catalogue), English as the catalogue gives it", () => {
    const named = findings.filter((f) => f.rule === 'translation-missing' && f.fix.kind === 'document');
    expect(named.length).toBeGreaterThan(0);
    for (const f of named) {
      const id = f.fix.kind === 'document' ? f.fix.documentId : -1;
      const es = lookup(CATALOGUES.es.documents as unknown as Messages, `catalogue.meanings.d${id}`)!;
      const en = lookup(CATALOGUES.en.documents as unknown as Messages, `catalogue.meanings.d${id}`)!;
      expect(f.message.startsWith(`${en} `), f.message).toBe(true);
      expect(renderRef(f.text.message, CATALOGUES.es, 'es').startsWith(`${es}: `), es).toBe(true);
      expect(es).not.toBe(en);
    }
  });

  it('a missing requirement reads its title, its alternatives and its source in the reader\'s language', () => {
    const missing = findings.filter((f) => f.rule === 'document-missing');
    expect([...new Set(missing.map((f) => f.text.message.key))].sort()).toEqual(['rules.document-missing.message', 'rules.document-missing.oneOf', 'rules.document-missing.onePerMarriage']);
    const citizenship = missing.find((f) => f.fix.kind === 'document' && f.fix.requirement === 'citizenship')!;
    expect(renderRef(citizenship.text.message, CATALOGUES.es, 'es')).toBe(
      'Prueba de la ciudadanía estadounidense de John Smith: falta; suba uno cualquiera de estos: Pasaporte estadounidense (vigente), Acta de nacimiento estadounidense, Declaración de un funcionario consular sobre la ciudadanía y el pasaporte vigente.',
    );
    expect(renderRef(citizenship.text.why, CATALOGUES.es, 'es')).toMatch(/^Que John Smith, quien presenta la petición, es ciudadano\/a de los EE\. UU\.: .* Fuente: Form I-129F Instructions \(edition 01\/20\/25\), «What Evidence Must You Submit — Evidence of U\.S\. citizenship», página 8 \(la mejor conocida\)\./);
  });

  it('the English report is the rules’ own text; Spanish fills every placeholder and differs from it', () => {
    for (const { name, report } of reports) {
      expect(localizeReport(report, CATALOGUES.en, 'en')).toBe(report);
      const spanish = localizeReport(report, CATALOGUES.es, 'es');
      expect(spanish.findings.map((f) => [f.rule, f.severity, f.fix])).toEqual(report.findings.map((f) => [f.rule, f.severity, f.fix]));
      spanish.findings.forEach((f, i) => {
        const english = report.findings[i]!;
        for (const text of [f.message, f.why]) expect(text, `${name} ${f.rule}`).not.toMatch(/\{\{|readiness:|interview:|documents:|rules\.|words\.|catalogue\./);
        expect(f.message, `${name} ${f.rule}`).not.toBe(english.message);
        expect(f.why, `${name} ${f.rule}`).not.toBe(english.why);
      });
    }
  });

  it('plurals, lists and section titles follow the language', () => {
    const many = computeReadiness(READINESS_SCENARIOS.manySectionsOpen!).findings[0]!;
    expect(many.message).toBe("7 sections are not finished: IMB (international marriage broker), Beneficiary's Biographic Info, Beneficiary's Parent 1, Beneficiary's Parent 2 and 3 more.");
    const t = CATALOGUES.es.interview.titles;
    expect(renderRef(many.text.message, CATALOGUES.es, 'es')).toBe(`7 secciones no están terminadas: ${t.s15}, ${t.s16}, ${t.s17}, ${t.s18} y 3 más.`);
    const one = computeReadiness(READINESS_SCENARIOS.oneSectionOpen!).findings[0]!;
    expect(renderRef(one.text.message, CATALOGUES.es, 'es')).toBe(`1 sección no está terminada: ${t.s9}.`);
    const kids = computeReadiness(READINESS_SCENARIOS.childrenOne!).findings.map((f) => renderRef(f.text.message, CATALOGUES.es, 'es'));
    expect(kids).toContain('Usted dijo que tiene 2 hijos, pero en la lista figura 1.');
    expect(kids).toContain('Usted dijo que Olga tiene 1 hijo, pero en la lista figuran 0.');
  });
});
