import { ComingNext } from '../../ui/ComingNext.tsx';

/** /documents (spec §2). Placeholder until its feature lands. */
export default function FilesPage() {
  return <ComingNext title="Files" />;
}
