import type { SameShape } from '../catalogue.ts';
import type { app as en } from '../en/app.ts';

/** Texts of the signed-in pages that no single page owns: the header's progress bar and the date placeholder. */
export const app: SameShape<typeof en> = {
  progress: {
    label: 'Avance de la solicitud',
    valueText: '{{step}}, {{percent}} %',
    steps: { setup: 'Configuración', upload: 'Subir documentos', validate: 'Validar', complete: 'Completar la solicitud' },
  },
  datePlaceholder: 'MM/DD/AAAA',
  calendar: { day: '{{day}} de {{month}} de {{year}}, {{weekday}}', today: 'hoy', selected: 'seleccionado' },
};
