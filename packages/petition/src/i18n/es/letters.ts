import type { SameShape } from '../catalogue.ts';
import type { letters as en } from '../en/letters.ts';

export const letters: SameShape<typeof en> = {
  title: 'Cartas',
  intro: 'Cada carta se redacta a partir de sus respuestas, en inglés, como la pide USCIS. Genérela como PDF para imprimirla y firmarla, y como archivo de Word para editarla. Las dos aparecen en su página de Archivos.',
  notStarted: 'Primero responda la entrevista: las cartas se redactan a partir de sus respuestas.',
  loadError: 'No se pudieron cargar las cartas.',
  failed: 'No se pudo generar la carta. Inténtelo de nuevo.',
  editHint: 'Revise la declaración con sus propias palabras (en inglés) antes de generarla. Deje una línea en blanco entre párrafos.',
  waiverHint: 'Usted ya presentó peticiones de prometido(a) antes, así que debe pedir una exención (Formulario I-129F, Parte 3, punto 5). Complete cada lugar entre [corchetes] con sus propias palabras (en inglés) y borre esas líneas; suba también las pruebas que mencione. Deje una línea en blanco entre párrafos.',
  bracketsLeft: 'Todavía quedan lugares entre [corchetes] por completar: la carta se imprime tal como está.',
  packetHint: 'El paquete para presentar incluye esta carta tal como la generó aquí por última vez: vuelva a generarla después de un cambio y prepare de nuevo el paquete.',
  drafting: 'Redactando sus cartas…',
  headings: {
    intentPetitioner: 'Declaración de intención de casarse — peticionario(a)',
    intentBeneficiary: 'Declaración de intención de casarse — beneficiario(a)',
    relationship: 'Cómo nos conocimos — declaración sobre la relación',
    waiver: 'Solicitud de exención (peticiones múltiples)',
    cover: 'Carta de presentación',
  },
  yourStatement: 'Su declaración',
  yourRequest: 'Su solicitud de exención',
  signatureLines: 'Líneas de firma para: {{names}}',
  generating: 'Generando…',
  generate: 'Generar PDF y Word',
  savedTo: 'Guardado en',
  yourFiles: 'sus archivos',
  readingCopy: 'Copia de lectura en español (no se presenta)',
  readingCopyFailed: 'No se pudo preparar la copia de lectura. Inténtelo de nuevo.',
};
