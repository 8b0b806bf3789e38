import { ComingNext } from '../../ui/ComingNext.tsx';

/** /required-documents (spec §2, screen not shown). Placeholder until its feature lands. */
export default function RequiredDocumentsPage() {
  return <ComingNext title="Required documents" />;
}
