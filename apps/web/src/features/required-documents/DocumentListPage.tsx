import { ComingNext } from '../../ui/ComingNext.tsx';

/** /file-upload-list (spec §2). Placeholder until its feature lands. */
export default function DocumentListPage() {
  return <ComingNext title="Required documents" />;
}
