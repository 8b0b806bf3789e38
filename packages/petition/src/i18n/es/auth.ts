import type { SameShape } from '../catalogue.ts';
import type { auth as en } from '../en/auth.ts';

export const auth: SameShape<typeof en> = {
  email: 'Correo electrónico',
  password: 'Contraseña',
  confirmPassword: 'Confirme la contraseña',
  alreadyHaveAccount: '¿Ya tiene una cuenta?',
  signIn: 'Iniciar sesión',
  signInCapital: 'Iniciar sesión',
  register: {
    title: 'Cree su cuenta',
    fullName: 'Nombre y apellido',
    passwordHint: 'Al menos 8 caracteres, con mayúsculas y minúsculas, un número y uno de estos símbolos: @$!%*?&',
    submit: 'Registrarse',
    busy: 'Creando la cuenta…',
    exists: 'Ya existe una cuenta con este correo electrónico. Inicie sesión.',
  },
  forgot: {
    title: 'Olvidé mi contraseña',
    statusTitle: 'Contraseña olvidada',
    remembered: '¿La recordó?',
    formLabel: 'Solicitar el cambio de contraseña',
    hint: 'Le enviaremos por correo electrónico un enlace para elegir una contraseña nueva.',
    send: 'Enviar',
    busy: 'Enviando…',
  },
  confirm: {
    title: 'Solicitud de contraseña nueva',
    newLink: 'Solicitar un enlace nuevo',
  },
  newPassword: {
    formLabel: 'Elija una contraseña nueva',
    oldPassword: 'Contraseña anterior',
    oldHint: 'Opcional: el enlace del correo electrónico basta para elegir una contraseña nueva.',
    submit: 'Cambiar la contraseña',
    busy: 'Guardando…',
  },
  login: {
    newHere: '¿Es nuevo aquí?',
    join: 'Regístrese',
    registered: 'Su cuenta fue creada. Inicie sesión, por favor.',
    accountDeleted: 'Su cuenta y sus datos fueron eliminados.',
    forgot: '¿Olvidó su contraseña?',
    busy: 'Iniciando sesión…',
  },
};
