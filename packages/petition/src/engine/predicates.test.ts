import { describe, expect, it } from 'vitest';
import { COVERAGE_GAP_DAYS, PREDICATES, coversWindow } from './predicates.ts';
import { createInterviewState } from './state.ts';

type Entry = readonly [from: string, to?: string];

/** coversYears over loop entries (1-based, in the given order), today = 06/01/2025, 5 years → from 06/01/2020. */
function covers(entries: readonly Entry[], args: Record<string, string | number> = {}): boolean {
  const answers: Record<string, string> = {};
  entries.forEach(([from, to], n) => {
    answers[`a.${n + 1}.from`] = from;
    if (to !== undefined) answers[`a.${n + 1}.to`] = to;
  });
  const state = { ...createInterviewState({ asOf: '06/01/2025' }), answers };
  return PREDICATES.coversYears(
    { state, loops: { address: entries.length }, index: entries.length, lookup: (k) => answers[k] },
    { loop: 'address', from: 'a.{i}.from', to: 'a.{i}.to', years: 5, ...args },
  );
}

describe('coversYears: the periods together cover the last N years (gaps ≤ 31 days tolerated)', () => {
  it.each<[string, readonly Entry[], boolean]>([
    ['one current period since before the window', [['01/15/2019', 'PRESENT']], true],
    ['one current period, too recent', [['03/01/2024', 'PRESENT']], false],
    ['starts exactly 5 years ago', [['06/01/2020', 'PRESENT']], true],
    ['starts 31 days after the window start (tolerated)', [['07/02/2020', 'PRESENT']], true],
    ['starts 33 days after the window start', [['07/04/2020', 'PRESENT']], false],
    ['two adjacent periods', [['03/01/2024', 'PRESENT'], ['01/01/2018', '02/29/2024']], true],
    ['next period starts the day after (end 02/28, start 03/01 in a leap year: 1-day gap)', [['03/01/2024', 'PRESENT'], ['01/01/2018', '02/28/2024']], true],
    ['a gap of 3 months in the middle', [['03/01/2024', 'PRESENT'], ['01/01/2018', '11/30/2023']], false],
    ['the middle gap filled by a third period', [['03/01/2024', 'PRESENT'], ['01/01/2018', '11/30/2023'], ['11/15/2023', '03/15/2024']], true],
    ['overlapping periods', [['01/01/2023', 'PRESENT'], ['01/01/2019', '06/30/2023']], true],
    ['unordered entries (oldest first)', [['01/01/2015', '12/31/2021'], ['06/01/2023', 'PRESENT'], ['01/01/2022', '05/31/2023']], true],
    ['unordered entries with a gap', [['01/01/2015', '12/31/2021'], ['06/01/2023', 'PRESENT'], ['01/01/2022', '01/31/2023']], false],
    ['a period nested inside another', [['01/01/2010', 'PRESENT'], ['01/01/2021', '01/01/2022']], true],
    ['nothing current: the last period ended 3 months ago', [['01/01/2015', '02/28/2025']], false],
    ['the last period ended within the tolerance', [['01/01/2015', '05/10/2025']], true],
    ["'current' as the end date", [['01/01/2015', 'current']], true],
    ['a missing end date counts as today', [['01/01/2015']], true],
    ['an invalid start covers nothing', [['not a date', 'PRESENT']], false],
    ['old periods before the window do not matter', [['01/01/2000', '12/31/2005'], ['01/01/2019', 'PRESENT']], true],
    ['a gap at the beginning of the window', [['01/01/2021', 'PRESENT'], ['01/01/2010', '12/31/2019']], false],
  ])('%s', (_, entries, expected) => {
    expect(covers(entries)).toBe(expected);
  });

  it('without a `to` argument every entry runs to today (earliest start only)', () => {
    const { to: _to, ...noTo } = { loop: 'address', from: 'a.{i}.from', to: 'x', years: 5 };
    const answers = { 'a.1.from': '03/01/2024', 'a.2.from': '01/01/2018', 'a.2.to': '11/30/2023' };
    const state = { ...createInterviewState({ asOf: '06/01/2025' }), answers };
    expect(PREDICATES.coversYears({ state, loops: { address: 2 }, index: 2, lookup: (k) => answers[k as keyof typeof answers] }, noTo)).toBe(true);
  });

  it.each<[string, [number, number][], boolean]>([
    ['empty', [], false],
    ['exact', [[0, 100]], true],
    ['gap of exactly the tolerance', [[0, 40], [41 + COVERAGE_GAP_DAYS, 100]], true],
    ['gap one day over the tolerance', [[0, 40], [42 + COVERAGE_GAP_DAYS, 100]], false],
    ['end short by the tolerance', [[0, 100 - COVERAGE_GAP_DAYS]], true],
    ['end short by more', [[0, 99 - COVERAGE_GAP_DAYS]], false],
    ['reversed period ignored', [[100, 0]], false],
  ])('coversWindow: %s', (_, periods, expected) => {
    expect(coversWindow(periods, 0, 100)).toBe(expected);
  });
});
