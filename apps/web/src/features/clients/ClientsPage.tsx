import { ComingNext } from '../../ui/ComingNext.tsx';

/** /clients (spec §2). Placeholder until its feature lands. */
export default function ClientsPage() {
  return <ComingNext title="Clients" />;
}
