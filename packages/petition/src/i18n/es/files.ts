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
  preview: {
    title: 'Vista previa de {{file}}',
    loading: 'Cargando la vista previa…',
    pages: 'Páginas de {{file}}',
    close: 'Cerrar',
  },
};
