import type { SameShape } from '../catalogue.ts';
import type { packet as en } from '../en/packet.ts';

export const packet: SameShape<typeof en> = {
  title: 'Paquete para presentar',
  intro: 'Un solo PDF en el orden que espera USCIS: carta de presentación, Formulario G-1145, Formulario I-129F y luego sus pruebas como anexos, con un índice y páginas separadoras. Una hoja aparte indica dónde firmar con tinta y cómo enviarlo por correo.',
  before: 'Antes de prepararlo, revise sus <answers>respuestas</answers>, el <readiness>informe de preparación</readiness> y sus <letters>cartas</letters>.',
  notStarted: 'Primero responda la entrevista: el paquete se prepara a partir de sus respuestas.',
  failed: 'No se pudo preparar el paquete. Inténtelo de nuevo en un minuto.',
  downloadFailed: 'La descarga falló. Inténtelo de nuevo.',
  blocking_one: 'El <readiness>informe de preparación</readiness> encuentra {{count}} error que debe corregir antes de enviar el paquete por correo.',
  blocking_other: 'El <readiness>informe de preparación</readiness> encuentra {{count}} errores que debe corregir antes de enviar el paquete por correo.',
  buildAgain: 'Prepararlo de nuevo',
  build: 'Preparar el paquete para presentar',
  building: 'Preparando su paquete…',
  ready: 'Su paquete está listo: {{count}} páginas, guardado también en <files>sus archivos</files>.',
  skipped: 'Estos documentos subidos no se pudieron convertir en páginas; imprímalos aparte y colóquelos en su lugar: {{files}}.',
  download: 'Descargar el paquete',
  downloadSheet: 'Descargar la hoja de firmas y la lista para el envío por correo',
  contents: 'Contenido',
};
