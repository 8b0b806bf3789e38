import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core on the page and fails on serious or critical violations, listing each one. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  if (process.env.AXE_VERBOSE) console.log(label, JSON.stringify(violations.map((v) => [v.impact, v.id, v.nodes.length])));
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    const lines = serious.map((v) => `  [${v.impact}] ${v.id}: ${v.help} → ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
    throw new Error(`axe found ${serious.length} serious/critical violation(s) on ${label} (${page.url()}):\n${lines.join('\n')}`);
  }
}
