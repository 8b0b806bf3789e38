import { ComingNext } from '../../ui/ComingNext.tsx';

/** /file-upload-quesionnaire (spec §2). Placeholder until its feature lands. */
export default function QuestionnairePage() {
  return <ComingNext title="Questionnaire" />;
}
