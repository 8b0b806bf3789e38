import type { SameShape } from '../catalogue.ts';
import type { checkAnswers as en } from '../en/checkAnswers.ts';

export const checkAnswers: SameShape<typeof en> = {
  title: 'Revise sus respuestas',
  intro: 'Todas las respuestas que dio, sección por sección y en el orden del formulario. Puede cambiar cualquiera aquí; la conversación conserva el resto de la sección tal como está.',
  empty: 'Todavía no ha respondido ninguna pregunta.',
  changed: 'Cambió desde su último paquete',
  saved: 'Guardado.',
  nextSteps: 'Próximos pasos',
  readiness: 'Informe de preparación',
  letters: 'Cartas',
  packet: 'Paquete para presentar',
  change: 'Cambiar',
  changeLabel: 'Cambiar: {{question}}',
  resets: 'Otra respuesta aquí cambia las preguntas que siguen, por eso la conversación vuelve a hacer esta sección. Cámbiela en la conversación: <open>abrir la sección</open>.',
  save: 'Guardar',
  cancel: 'Cancelar',
  readyToMail: 'Listo para enviar por correo',
  readyToMailTitle: 'Listo para enviar por correo:',
};
