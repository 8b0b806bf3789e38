import type { SameShape } from '../catalogue.ts';
import type { welcome as en } from '../en/welcome.ts';

export const welcome: SameShape<typeof en> = {
  client: {
    title: 'Bienvenido(a)',
    titleNamed: 'Bienvenido(a), {{name}}',
    lead: 'Este es su panel para la petición de visa de prometido(a) (Formulario I-129F). Continúe donde lo dejó cuando quiera: sus respuestas se guardan sobre la marcha.',
    continue: 'Continuar con su solicitud',
  },
  intro: {
    title: 'Su petición de visa de prometido(a) en cinco pasos',
    start: 'Comenzar la solicitud',
    steps: {
      signUp: { title: 'Registro', text: 'Cree su cuenta. ¡Listo!' },
      upload: { title: 'Subir documentos', text: 'Agregue pasaportes, certificados y otros documentos de apoyo.' },
      answer: { title: 'Responder preguntas', text: 'Una entrevista guiada le hace una pregunta a la vez.' },
      evaluation: { title: 'Revisión automática', text: 'Se revisa si a sus respuestas y documentos les falta algo o si hay contradicciones.' },
      submission: { title: 'Presentación', text: 'Usted revisa el formulario completo, lo firma y lo envía por correo (con su bufete de abogados, si trabaja con uno).' },
    },
  },
  consent: {
    title: 'Antes de empezar',
    lead: 'Antes de comenzar, lea las siguientes declaraciones y acéptelas.',
    legend: 'Declaraciones que debe aceptar',
    statements: {
      advice: 'Entiendo que este servicio me ayuda a preparar el Formulario I-129F y no reemplaza la asesoría legal de un abogado.',
      truthful: 'Confirmo que la información que proporcione será verdadera, completa y correcta según mi leal saber y entender.',
      storage: 'Acepto que mis respuestas y documentos se guarden de forma segura y se compartan solo con mi bufete de abogados, si trabajo con uno, para preparar mi petición.',
    },
    back: 'Volver',
    agree: 'Acepto',
  },
};
