import type { Journey, Milestone } from './types.ts';

/** The pages of the client's journey, in order, and the milestone each one marks as reached. */
const PAGES: readonly { pattern: RegExp; milestone?: Milestone }[] = [
  { pattern: /^\/setup$/, milestone: 'setup' },
  { pattern: /^\/file-upload-quesionnaire$/, milestone: 'questionnaire' },
  { pattern: /^\/file-upload-list$/, milestone: 'documents' },
  { pattern: /^\/section\/(?:[0-9]|1[0-9]|2[01])$/, milestone: 'chat' },
  { pattern: /^\/(?:check-answers|documents|readiness|letters|packet)$/ },
];

/** Whether `page` is a journey page the server keeps as the client's place. */
export const isJourneyPage = (page: string): boolean => page.length <= 40 && PAGES.some((p) => p.pattern.test(page));

/** The journey after the client opened `page` (the same object when nothing changes). */
export function visit(journey: Journey | undefined, page: string): Journey {
  const milestone = PAGES.find((p) => p.pattern.test(page))?.milestone;
  const reached = journey?.reached ?? [];
  const addsMilestone = milestone !== undefined && !reached.includes(milestone);
  if (journey && journey.last === page && !addsMilestone) return journey;
  return { last: page, reached: addsMilestone ? [...reached, milestone] : [...reached] };
}

/** Where a client who signs in continues: her last page, else setup. */
export const landingPage = (journey: Journey | undefined): string => (journey && isJourneyPage(journey.last) ? journey.last : '/setup');
