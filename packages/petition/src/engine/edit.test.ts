import { describe, expect, it } from 'vitest';
import { interview as e } from '../interview.ts';
import { k1State } from '../sections/test-helpers.ts';
import { answerAll } from './testing.ts';

/** Issue 14, bug 6: Edit Response changes only the edited (accepted) answer, never a refused one before it. */
describe('editing an answer after a refused input', () => {
  it("email 'abc' (refused), then 'john@example.com'; editing the accepted one leaves 'abc' and its red message", () => {
    let s = answerAll(e, k1State(), 1, ['N/A']);
    const refused = e.submitAnswer(s, 1, 'abc');
    expect(refused.error).toBeTruthy();
    s = answerAll(e, refused.state, 1, ['john@example.com']);
    const before = s.sections['1']!.messages;
    s = e.editAnswer(s, 1, 'pet.email', 'jon@example.com').state;
    const right = s.sections['1']!.messages.filter((m) => m.position === 'right' && m.answerKey === 'pet.email').map((m) => m.content);
    expect(right).toEqual(['abc', 'jon@example.com']);
    expect(s.answers['pet.email']).toBe('jon@example.com');
    // Everything else in the conversation is unchanged (the red message still follows 'abc').
    const changed = s.sections['1']!.messages.filter((m, i) => m.content !== before[i]?.content);
    expect(changed.map((m) => m.content)).toEqual(['jon@example.com']);
  });
});

/**
 * A copy made by a message step follows an edit of its source: the current address abroad is also Part 2 Item 47
 * (section 16's 'abroadCurrent' message copies it); editing the city kept the old city in Item 47 and the state
 * check flagged the petition.
 */
describe('editing the source of a copy made by a message step', () => {
  it('editing the current city abroad also changes the Part 2 Item 47 city; the state stays valid', async () => {
    const { runScript, K1_COUPLE } = await import('../transcripts/fixtures.ts');
    let s = runScript(e, K1_COUPLE);
    expect(s.answers['ben.abroad.city']).toBe(s.answers['ben.address.1.city']);
    expect(e.validateState(s)).toEqual([]);
    s = e.editAnswer(s, 16, 'ben.address.1.city', 'Novosibirsk').state;
    expect(s.answers['ben.address.1.city']).toBe('Novosibirsk');
    expect(s.answers['ben.abroad.city']).toBe('Novosibirsk');
    expect(e.validateState(s)).toEqual([]);
    const fields = e.computeFieldValues(s).fields;
    expect(Object.entries(fields).filter(([name]) => name.includes('Pt2Line47_City')).map(([, v]) => v)).toEqual(['Novosibirsk']);
  });
});
