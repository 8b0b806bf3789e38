import type { SameShape } from '../catalogue.ts';
import type { files as en } from '../en/files.ts';

export const files: SameShape<typeof en> = {
  title: 'Archivos',
  loading: 'Cargando sus archivos…',
  columns: { name: 'Nombre', owner: 'Propietario', actions: 'Acciones' },
  actions: {
    download: 'Descargar',
    downloadLabel: 'Descargar {{file}}',
    edit: 'Editar',
    editLabel: 'Editar {{file}}',
    view: 'Ver',
    viewLabel: 'Ver {{file}}',
    delete: 'Eliminar',
    deleteLabel: 'Eliminar {{file}}',
    caption: 'Descripción',
    captionLabel: 'Descripción de {{file}}',
  },
  messages: {
    empty: 'Todavía no ha generado ningún archivo.',
    loadError: 'No se pudieron cargar los documentos.',
    deleteFailed: 'No se pudo eliminar el archivo',
    editorFailed: 'No se pudo abrir el editor',
    previewFailed: 'No se pudo cargar la vista previa del PDF',
  },
  deleteDialog: {
    title: '¿Eliminar {{file}}?',
    text: '¿Está seguro de que desea eliminar este archivo? Esta acción no se puede deshacer.',
    cancel: 'Cancelar',
    confirm: 'Confirmar la eliminación',
  },
  captionDialog: {
    title: 'Descripción de {{file}}',
    label: 'Descripción (opcional)',
    hint: 'Cuándo, dónde y quiénes, escrito en inglés (el paquete va a USCIS): por ejemplo «06/14/2025, Cancún, Mexico: John and Maria at her sister’s wedding». Se imprime debajo de la foto en su paquete y aparece en su índice; déjela vacía para quitarla.',
    invalid: 'La descripción tiene un carácter que no se puede imprimir; bórrelo, por favor.',
    failed: 'No se pudo guardar la descripción. Inténtelo de nuevo.',
    cancel: 'Cancelar',
    save: 'Guardar la descripción',
  },
  preview: {
    title: 'Vista previa de {{file}}',
    loading: 'Cargando la vista previa…',
    pages: 'Páginas de {{file}}',
    close: 'Cerrar',
  },
};
