import type { SameShape } from '../catalogue.ts';
import type { setup as en } from '../en/setup.ts';

export const setup: SameShape<typeof en> = {
  title: 'Empecemos por los nombres',
  counter: 'Paso {{n}} de {{total}}',
  previous: 'Anterior',
  next: 'Siguiente',
  finish: 'Terminar',
  tip: 'Consejo: pulse Enter o → para ir al paso siguiente y ← para volver al anterior.',
  prompts: {
    petitionerFirstName: '¿Cuál es su primer nombre?',
    petitionerSecondName: '¿Cuál es su segundo nombre?',
    petitionerLastName: '¿Cuál es su apellido?',
    beneficiaryFirstName: '¿Cuál es el primer nombre de su beneficiario(a)?',
    beneficiarySecondName: '¿Cuál es el segundo nombre de su beneficiario(a)?',
    beneficiaryLastName: '¿Cuál es el apellido de su beneficiario(a)?',
  },
  hints: {
    petitionerFirstName: 'Usted es el peticionario: el ciudadano de EE. UU. que presenta la petición. Escríbalo en inglés, tal como aparece en su pasaporte.',
    petitionerSecondName: 'Déjelo vacío o escriba N/A si no tiene.',
    petitionerLastName: 'Apellido, tal como aparece en su pasaporte.',
    beneficiaryFirstName: 'El beneficiario es su prometido(a). Escríbalo tal como aparece en su pasaporte.',
    beneficiarySecondName: 'Déjelo vacío o escriba N/A si no tiene.',
    beneficiaryLastName: 'Apellido, tal como aparece en su pasaporte.',
  },
};
