import { Navigate } from 'react-router';

/** /required-documents (spec §2: listed as a route, screen not shown): the required-documents list lives at /file-upload-list. */
export default function RequiredDocumentsPage() {
  return <Navigate to="/file-upload-list" replace />;
}
