import type { SameShape } from '../catalogue.ts';
import type { home as en } from '../en/home.ts';

export const home: SameShape<typeof en> = {
  accountNav: 'Cuenta',
  logIn: 'Iniciar sesión',
  start: 'Comenzar',
  tagline: 'Trámites legales fáciles y sin estrés',
  lead: 'Prepare la petición de visa de prometido(a) de EE. UU. (Formulario I-129F) con una entrevista guiada, una pregunta a la vez.',
  scope: 'Para la inmigración basada en la familia: la petición para un(a) prometido(a) (K-1) o para un cónyuge que espera en el extranjero (K-3).',
  does: {
    title: 'Lo que hace',
    interview: 'Le hace las preguntas del Formulario I-129F en palabras sencillas, una a la vez, y revisa cada respuesta sobre la marcha.',
    form: 'Llena el formulario oficial en inglés y le avisa cuando una respuesta debe escribirse en inglés, por ejemplo los nombres tal como aparecen en el pasaporte.',
    documents: 'Le indica los documentos de apoyo que su caso necesita y le permite subirlos.',
    review: 'Le entrega el PDF completo para que lo revise, lo imprima y lo firme.',
  },
  doesNot: {
    title: 'Lo que no hace',
    file: 'No presenta la petición: usted o su abogado la revisan, la firman y la envían a USCIS.',
    lawyer: 'No es un abogado y no da asesoría legal. Si su caso es complicado, consulte a un abogado de inmigración.',
  },
  have: {
    title: 'Qué debe tener a mano',
    passports: 'Su pasaporte y el pasaporte de su prometido(a).',
    birth: 'Su acta de nacimiento, o su certificado de naturalización o de ciudadanía.',
    marriages: 'Sentencias de divorcio, anulaciones o actas de defunción de cualquier matrimonio anterior de usted o de su prometido(a).',
    history: 'Sus direcciones y empleos de los últimos 5 años, y los de su prometido(a).',
    met: 'Pruebas de que se conocieron en persona en los últimos 2 años: fotos, boletos, registros de viaje.',
  },
  time: {
    title: 'Cuánto tiempo toma',
    text: 'Reserve una o varias sesiones. Sus respuestas se guardan sobre la marcha: puede detenerse en cualquier pregunta y continuar después en cualquier dispositivo.',
  },
  protect: {
    title: 'Cómo protegemos sus datos',
    encrypted: 'Sus respuestas y documentos se guardan cifrados en el servidor.',
    audit: 'Cada vez que alguien abre o cambia su caso, queda anotado en un registro de actividad que usted puede consultar.',
    control: 'Puede exportar todos sus datos o eliminar su cuenta en cualquier momento.',
  },
};
