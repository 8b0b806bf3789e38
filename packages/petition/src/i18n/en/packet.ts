/** The filing packet page (issue 11). `<x>…</x>` marks a link (react-i18next Trans). */
export const packet = {
  title: 'Filing packet',
  intro: 'One PDF in the order USCIS expects: cover letter, Form G-1145, Form I-129F, then your evidence as exhibits with an index and tab pages. A separate sheet shows where to sign in ink and how to mail it.',
  before: 'Before you build it: check the <answers>answers</answers>, the <readiness>readiness report</readiness> and your <letters>letters</letters>.',
  notStarted: 'Answer the interview first: the packet is built from your answers.',
  failed: 'The packet could not be built. Please try again in a minute.',
  downloadFailed: 'The download failed. Please try again.',
  blocking_one: 'The <readiness>readiness report</readiness> finds {{count}} error to fix before you mail the packet.',
  blocking_other: 'The <readiness>readiness report</readiness> finds {{count}} errors to fix before you mail the packet.',
  buildAgain: 'Build it again',
  build: 'Build the filing packet',
  building: 'Building your packet…',
  ready: 'Your packet is ready: {{count}} pages, also saved on <files>your files</files>.',
  skipped: 'These uploads could not be turned into pages; print them separately and put them in their place: {{files}}.',
  download: 'Download the packet',
  downloadSheet: 'Download the sign-here sheet and mailing checklist',
  contents: 'Contents',
};
