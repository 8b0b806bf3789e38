import type { SameShape } from '../catalogue.ts';
import type { documents as en } from '../en/documents.ts';

export const documents: SameShape<typeof en> = {
  title: 'Suba sus documentos',
  intro: 'Estos documentos respaldan su petición. Suba cada uno que tenga; también puede continuar ahora y subirlos más tarde.',
  loadFailed: 'No pudimos cargar los archivos que ya subió. Vuelva a cargar la página para intentarlo de nuevo.',
  columns: { document: 'Documento', upload: 'Subir', status: 'Estado' },
  about: 'Acerca de: {{title}}',
  translation: '{{file}} (traducción)',
  upload: 'Subir',
  manage: 'Administrar archivos',
  buttonLabel: '{{action}}: {{title}}',
  uploaded: 'Subido',
  pending: 'Pendiente...',
  next: 'Siguiente paso',
  processing: 'Procesando...',
};
