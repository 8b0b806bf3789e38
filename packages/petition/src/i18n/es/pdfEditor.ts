import type { SameShape } from '../catalogue.ts';
import type { pdfEditor as en } from '../en/pdfEditor.ts';

export const pdfEditor: SameShape<typeof en> = {
  openFailed: 'No se pudo abrir el editor',
  saveFailed: 'No se pudieron guardar los cambios. Inténtelo de nuevo.',
  title: 'Editar {{file}}',
  document: 'documento',
  close: 'Cerrar',
  discard: 'Cerrar sin guardar',
  saving: 'Guardando…',
  save: 'Guardar',
  opening: 'Abriendo el documento…',
  hint: 'Haga clic en un campo para cambiarlo. Al guardar o cerrar, el archivo editado reemplaza al anterior; «Cerrar sin guardar» descarta los cambios. Recuerde que el formulario oficial se llena en inglés.',
  pages: 'Páginas de {{file}}',
  formField: 'Campo del formulario',
  formButton: 'Botón del formulario',
  linkTo: 'Enlace a {{url}}',
};
