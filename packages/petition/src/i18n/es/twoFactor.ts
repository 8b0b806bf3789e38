import type { SameShape } from '../catalogue.ts';
import type { twoFactor as en } from '../en/twoFactor.ts';

export const twoFactor: SameShape<typeof en> = {
  enrolTitle: 'Configure el inicio de sesión en dos pasos',
  enrolIntro: 'Las cuentas del personal inician sesión con una contraseña y un código de una aplicación de autenticación (por ejemplo Google Authenticator, Microsoft Authenticator o 1Password).',
  scan: '1. Escanee este código QR con su aplicación de autenticación.',
  qrAlt: 'Código QR para su aplicación de autenticación. Si no puede escanearlo, escriba a mano la clave que aparece abajo.',
  manual: 'O escriba esta clave a mano:',
  secretLabel: 'Clave de configuración',
  confirmStep: '2. Escriba el código de 6 dígitos que muestra la aplicación.',
  codeLabel: 'Código de 6 dígitos',
  confirm: 'Confirmar e iniciar sesión',
  verifyTitle: 'Escriba su código',
  verifyIntro: 'Abra su aplicación de autenticación y escriba el código de 6 dígitos de esta cuenta.',
  verify: 'Iniciar sesión',
  useRecovery: 'Usar un código de recuperación',
  useCode: 'Usar un código de la aplicación',
  recoveryLabel: 'Código de recuperación',
  recoveryHint: 'Uno de los códigos que guardó al configurar el inicio de sesión en dos pasos. Cada uno sirve una sola vez.',
  recoveryTitle: 'Guarde sus códigos de recuperación',
  recoveryIntro:
    'Si pierde su teléfono, cada uno de estos códigos le permite iniciar sesión una vez en lugar de un código de la aplicación. Solo se muestran ahora: imprímalos o guárdelos en un administrador de contraseñas.',
  recoveryListLabel: 'Códigos de recuperación',
  recoverySaved: 'Ya guardé mis códigos de recuperación',
  expired: 'Su inicio de sesión venció. Inicie sesión de nuevo, por favor.',
  codeRequired: 'Escriba el código de 6 dígitos, por favor.',
  recoveryRequired: 'Escriba un código de recuperación, por favor.',
  loading: 'Preparando su clave de configuración…',
  failed: 'Error inesperado. Inténtelo de nuevo.',
  backToLogin: 'Volver a iniciar sesión',
};
