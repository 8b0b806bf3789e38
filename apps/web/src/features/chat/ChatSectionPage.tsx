import { useParams } from 'react-router';
import { ComingNext } from '../../ui/ComingNext.tsx';

/** /section/:id (spec §2). Placeholder until the chat interview lands. */
export default function ChatSectionPage() {
  const { id } = useParams();
  return <ComingNext title={`Section ${id ?? ''}`} />;
}
