import type { SameShape } from '../catalogue.ts';
import type { comments as en } from '../en/comments.ts';

export const comments: SameShape<typeof en> = {
  banner_one: 'Su bufete de abogados dejó 1 comentario sobre su petición.',
  banner_other: 'Su bufete de abogados dejó {{count}} comentarios sobre su petición.',
  seeComments: 'Ver los comentarios',
  locked: 'Su bufete aprobó su petición, por eso las respuestas están bloqueadas. Los cambios que haga aquí no se guardan; pida a su abogado(a) o asistente legal que la vuelva a abrir.',
  answered: 'Usted respondió a los comentarios de su bufete.',
  tellReady: 'Avíseles que su petición está lista para revisión',
  title: 'Comentarios de su bufete de abogados',
  loadError: 'No se pudieron cargar los comentarios. Inténtelo de nuevo.',
  statusOf: 'Estado de su petición:',
  status: { in_progress: 'En curso', ready: 'Lista para revisión', changes_requested: 'Se pidieron cambios', approved: 'Aprobada' },
  approved: 'Su bufete aprobó su petición. Las respuestas están bloqueadas; consúlteles si hay que cambiar algo.',
  readyDone: 'Su bufete ya puede revisar su petición.',
  failed: 'No funcionó. Inténtelo de nuevo.',
  markReady: 'Mi petición está lista para revisión',
  heading: 'Comentarios',
  none: 'No hay comentarios.',
  yourFirm: 'Su bufete de abogados',
  open: 'Abierto',
  resolved: 'Resuelto el {{when}}',
  goTo: 'Ir a esta pregunta',
  goToLabel: 'Ir a esta pregunta: {{item}}',
};
