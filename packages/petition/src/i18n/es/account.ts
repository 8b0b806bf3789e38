import type { SameShape } from '../catalogue.ts';
import type { account as en } from '../en/account.ts';

export const account: SameShape<typeof en> = {
  passwordRule: 'La contraseña debe tener al menos 8 caracteres e incluir mayúsculas, minúsculas, un número y un símbolo.',
  passwordMismatch: 'Las contraseñas no coinciden.',
  consentRequired: 'Acepte todas las declaraciones antes de continuar.',
  invalidCredentials: 'Credenciales no válidas',
  genericError: 'Se produjo un error',
  invalidRequest: 'Solicitud no válida',
  forgotSuccess: 'Le enviamos un correo electrónico para restablecer la contraseña. Revise su bandeja de entrada.',
  unexpectedError: 'Error inesperado. Comuníquese con el servicio de ayuda.',
  unexpectedErrorBang: '¡Error inesperado! Comuníquese con el servicio de ayuda.',
  tokenInvalid: 'El enlace venció o no es válido. Vuelva a solicitar el cambio de contraseña desde el principio.',
  emailRequired: 'Escriba un correo electrónico válido.',
  emailTooLong: 'El correo electrónico es demasiado largo (254 caracteres como máximo).',
  nameInvalid: 'Nombre no válido. Inténtelo de nuevo.',
  nameTooLong: 'El nombre es demasiado largo (201 caracteres como máximo).',
  nameInvisible:
    'El nombre contiene un carácter invisible o que cambia la dirección del texto (como una marca de derecha a izquierda o un espacio de ancho cero). Escriba el nombre de nuevo sin él.',
  phoneInvalid: 'Escriba un número de teléfono válido.',
  rateLimited: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
};
