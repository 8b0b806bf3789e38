import { describe, expect, it } from 'vitest';
import { interview } from '../interview.ts';
import { K1_COUPLE, runScript } from '../transcripts/fixtures.ts';
import { reviewAnswers } from './answers.ts';
import { formOrderAnswers } from './form-order-answers.ts';
import { compareFormOrder } from './items.ts';

const state = runScript(interview, K1_COUPLE);
const groups = formOrderAnswers(interview, state);
const rows = groups.flatMap((g) => g.rows);
const at = (key: string) => rows.findIndex((r) => r.answer.key === key);

describe('check your answers in form order', () => {
  it('groups the answers by Part of the form, Parts in order, answers without a field last', () => {
    expect(groups.map((g) => g.part)).toEqual([1, 2, 3, 4, 5, null]);
    for (const g of groups.filter((x) => x.part !== null)) expect(g.rows.every((r) => r.item?.part === g.part)).toBe(true);
    expect(groups.at(-1)!.rows.every((r) => r.item === null)).toBe(true);
  });

  it('follows the printed items, not the chat: Part 1 Item 6.a name, then Item 8 address, then Part 2, then Part 5 email', () => {
    // The chat asks the email (section 1) before the address (section 9); the form prints it in Part 5.
    const chat = reviewAnswers(interview, state).flatMap((s) => s.answers.map((a) => a.key));
    expect(chat.indexOf('pet.email')).toBeLessThan(chat.indexOf('pet.address.1.city'));
    expect(rows.slice(0, 3).map((r) => r.item?.item)).toEqual(['2', '3', '6.a']);
    expect(rows[at('pet.name.family')]!.item).toMatchObject({ part: 1, item: '6.a' });
    expect(at('pet.name.family')).toBeLessThan(at('pet.address.1.city'));
    expect(rows[at('pet.address.1.city')]!.item).toMatchObject({ part: 1, item: '8.d' });
    expect(at('pet.address.1.city')).toBeLessThan(at('ben.name.family'));
    expect(at('ben.name.family')).toBeLessThan(at('pet.email'));
    expect(rows[at('pet.email')]!.item).toMatchObject({ part: 5, item: '3' });
    const placed = rows.filter((r) => r.item !== null).map((r) => r.item!);
    for (let i = 1; i < placed.length; i++) expect(compareFormOrder(placed[i - 1]!, placed[i]!), `${placed[i - 1]!.item} → ${placed[i]!.item}`).toBeLessThanOrEqual(0);
  });

  it('lists every answer once; the chat-only answers keep the chat order', () => {
    const all = reviewAnswers(interview, state).flatMap((s) => s.answers.map((a) => a.key));
    const keys = rows.map((r) => r.answer.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...all].sort());
    const other = groups.at(-1)!.rows.map((r) => r.answer.key);
    expect(other).toEqual(all.filter((k) => other.includes(k)));
    expect(other).toContain('pet.hasLandline');
  });
});
