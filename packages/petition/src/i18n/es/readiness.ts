import type { SameShape } from '../catalogue.ts';
import type { readiness as en } from '../en/readiness.ts';

export const readiness: SameShape<typeof en> = {
  title: '¿Listo para enviar por correo?',
  intro: 'Revisamos sus respuestas y documentos subidos buscando lo que USCIS rechaza, niega o cuestiona con más frecuencia. Corrija los errores antes de enviar la petición por correo y revise las advertencias.',
  none: 'No encontramos nada: sus respuestas y documentos pasan todas las revisiones.',
  notStarted: 'Primero responda la entrevista: todavía no hay nada que revisar.',
  loadError: 'No se pudo cargar el informe de preparación.',
  badDate: 'Escriba la fecha de presentación como MM/DD/AAAA.',
  filingDate: 'Fecha de presentación',
  checkAgain: 'Revisar de nuevo',
  checking: 'Revisando su petición…',
  errors_one: '{{count}} error',
  errors_other: '{{count}} errores',
  warnings_one: '{{count}} advertencia',
  warnings_other: '{{count}} advertencias',
  summary: '{{errors}} y {{warnings}} para presentarla el {{date}}.',
  findings: 'Resultados de la revisión',
  error: 'Error',
  warning: 'Advertencia',
  why: 'Por qué importa:',
  uploadIt: 'Subirlo',
  fixIn: 'Corregir en {{title}}',
};
