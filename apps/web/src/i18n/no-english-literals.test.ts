import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 12: every text a reader sees goes through the catalogues. This test reads the web app's .tsx sources and
 * fails on text written straight into the markup: JSX text, string literals shown as JSX children (also inside
 * `cond ? 'a' : 'b'` and template literals), literal accessible names and hints (aria-label, title, placeholder, alt, data-label …)
 * and confirm()/alert()/prompt() messages. A template literal is reported as its fixed parts joined by '…'.
 */

/** Attributes whose value is read or shown to the reader. */
const SHOWN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder', 'title', 'placeholder', 'alt', 'label', 'data-label']);

/** Texts that are the same in every language: the form's number, the info buttons' icon letter (aria-hidden). */
const ALLOWED = new Set(['I-129F', 'i']);

const hasWords = (text: string) => /\p{L}/u.test(text);

export interface Literal {
  line: number;
  text: string;
}

/** The literal English a .tsx source shows, in source order. */
export function findLiterals(source: string, fileName = 'file.tsx'): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (hasWords(clean)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: clean });
  };
  /** String literals an expression shows as it is (not arguments of calls such as t('key')). */
  const shown = (e: ts.Expression | undefined): void => {
    if (!e) return;
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) add(e, e.text);
    else if (ts.isTemplateExpression(e)) {
      add(e, [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join('…'));
      for (const span of e.templateSpans) shown(span.expression);
    } else if (ts.isConditionalExpression(e)) {
      shown(e.whenTrue);
      shown(e.whenFalse);
    } else if (ts.isBinaryExpression(e)) {
      if (e.operatorToken.kind === ts.SyntaxKind.PlusToken) shown(e.left);
      shown(e.right);
    } else if (ts.isParenthesizedExpression(e)) shown(e.expression);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) shown(node.expression);
    else if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) add(value, value.text);
      else if (value && ts.isJsxExpression(value)) shown(value.expression);
    } else if (ts.isCallExpression(node) && /^(window\.)?(confirm|alert|prompt)$/.test(node.expression.getText(file))) {
      for (const arg of node.arguments) shown(arg);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const SOURCES = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx', '!../test/**'], { query: '?raw', import: 'default', eager: true });

describe('no English written into the markup (issue 12)', () => {
  it('finds JSX text, shown literals, literal accessible names and dialog texts; leaves keys, class names and symbols alone', () => {
    const source = `
      export function X({ n, t }) {
        if (window.confirm('Delete it?')) return null;
        return (
          <section className="x-page" aria-labelledby="t">
            <h1 id="t">Petition review</h1>
            <p>{t('intro')} · ✓ {n === 1 ? 'comment' : t('comments')}</p>
            <input placeholder="MM/DD/YYYY" aria-label={\`Comment on \${n}\`} title={t('title')} type="text" />
            <img alt="Logo" src="/x.png" />
            <Cell label="Answer" data-label={t('answer')} />
            <span aria-hidden="true">▲ —</span>
            {'I-129F'}
          </section>
        );
      }`;
    expect(findLiterals(source).map((l) => `${l.line}: ${l.text}`)).toEqual([
      '3: Delete it?',
      '6: Petition review',
      '7: comment',
      '8: MM/DD/YYYY',
      '8: Comment on …',
      '9: Logo',
      '10: Answer',
      '12: I-129F',
    ]);
  });

  it('reads the app: every .tsx outside the tests', () => {
    const names = Object.keys(SOURCES);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toContain('../features/review/ReviewPage.tsx');
    expect(names.some((n) => n.endsWith('.test.tsx'))).toBe(false);
  });

  it('the .tsx sources show no literal text outside the catalogues', () => {
    const offenders: string[] = [];
    for (const [path, source] of Object.entries(SOURCES)) {
      const name = path.replace(/^\.\.\//, '');
      for (const { line, text } of findLiterals(source, name)) {
        if (ALLOWED.has(text)) continue;
        offenders.push(`${name}:${line}: ${text}`);
      }
    }
    expect(offenders, 'move these texts into packages/petition/src/i18n/{en,es} and read them with t()').toEqual([]);
  });
});
