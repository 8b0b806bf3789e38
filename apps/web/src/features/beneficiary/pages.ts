import type { ComponentType } from 'react';

/**
 * The beneficiary's pages (issue 24), loaded through this one small chunk: the route table (in the first page's
 * bundle, budget 150 KB) names one import for all four instead of each page's own list of chunks.
 */
const PAGES = {
  accept: () => import('./BeneficiaryAcceptPage.tsx'),
  myPart: () => import('./MyPartPage.tsx'),
  section: () => import('./MyPartSectionPage.tsx'),
  answers: () => import('./BeneficiaryAnswersPage.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type BeneficiaryPage = keyof typeof PAGES;

export const loadBeneficiaryPage = (page: BeneficiaryPage) => PAGES[page]();
