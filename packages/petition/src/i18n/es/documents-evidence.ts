import type { SameShape } from '../catalogue.ts';
import type { evidence as en } from '../en/documents-evidence.ts';

export const evidence: SameShape<typeof en> = {
  words: { petitioner: 'la persona peticionaria', beneficiary: 'la persona beneficiaria' },
  concerns: { petitioner: 'Peticionario/a', beneficiary: 'Beneficiario/a', both: 'Ambos' },
  need: { required: 'Obligatorio', expected: 'Esperado', recommended: 'Recomendado' },
  status: { satisfied: 'Subido', drafted: 'Redactado para usted', missing: 'Falta', optional: 'Opcional' },
  anyOne: 'Basta con uno de estos:',
  passportExpired: 'Su pasaporte estadounidense venció el {{expiry}}: USCIS solo acepta un pasaporte vigente como prueba de ciudadanía, por eso no se ofrece aquí. Si esa fecha es incorrecta, corríjala en la sección 4 (Ciudadanía del peticionario).',
  onePerMarriage: 'Uno por cada matrimonio anterior ({{needed}}): {{uploaded}} subidos hasta ahora.',
  one: 'Suba:',
  why: 'Por qué',
  rulesHeading: 'Cómo debe ser',
  sourceHeading: 'Fuente',
  source: '{{document}}, «{{heading}}», página {{page}}',
  sourceBestKnown: '{{document}}, «{{heading}}», página {{page}} (la mejor conocida)',
  letters: {
    'intent-petitioner': 'O bien: la declaración que este sitio redacta para {{petitioner}} (imprímala y fírmela)',
    'intent-beneficiary': 'O bien: la declaración que este sitio redacta para {{beneficiary}} (imprímala y fírmela)',
    waiver: 'O bien: la solicitud de dispensa que este sitio redacta para {{petitioner}} (imprímala y fírmela)',
  },
  rules: {
    copies: 'Envíe fotocopias claras y legibles, no originales, salvo que se pida un original.',
    translation: 'Un documento que no está en inglés necesita una traducción completa al inglés y la certificación firmada del traductor de que es completa y exacta y de que es competente para traducir ({{law}}).',
    signed: 'Firmado a mano.',
    notNotarized: 'No necesita notarización.',
    original: 'Envíe la declaración firmada misma.',
    photo: 'Una foto en color de 2 × 2 pulgadas, de frente, con fondo blanco o blanquecino, tomada dentro de los {{days}} días anteriores a la presentación. Escriba el nombre suavemente al dorso con lápiz o rotulador.',
    meetingWithin: 'Debe mostrar que se encontraron en persona dentro de los {{years}} años anteriores a la fecha de presentación.',
    certified: 'Copias certificadas del tribunal o de la policía que muestren cada cargo y cómo terminó.',
    unexpired: 'Un pasaporte debe estar vigente en la fecha de presentación.',
    biographicPage: 'La página con la foto y los datos personales.',
  },
  requirements: {
    citizenship: {
      title: 'Prueba de la ciudadanía estadounidense de {{petitioner}}',
      proves: 'Que {{petitioner}}, quien presenta la petición, es ciudadano/a de los EE. UU.: solo un ciudadano puede presentar el Formulario I-129F. Cualquiera de estos documentos lo prueba.',
    },
    'photo-petitioner': { title: 'Foto tipo pasaporte de {{petitioner}}', proves: 'La identidad de {{petitioner}}, quien presenta la petición.' },
    'photo-beneficiary': { title: 'Foto tipo pasaporte de {{beneficiary}}', proves: 'La identidad de {{beneficiary}}, la persona beneficiaria.' },
    'k3-i130-receipt': {
      title: 'Aviso de recibo (Formulario I-797) del Formulario I-130 presentado para {{beneficiary}}',
      proves: 'Que se presentó un Formulario I-130 para {{beneficiary}}: una petición K-3 solo es posible mientras está pendiente.',
    },
    'k3-marriage': {
      title: 'Acta de matrimonio de {{petitioner}} y {{beneficiary}}',
      proves: 'Que {{petitioner}} y {{beneficiary}} están casados: una petición K-3 es para un cónyuge.',
    },
    'prior-marriages-petitioner': {
      title: 'Prueba de que terminó cada matrimonio anterior de {{petitioner}}',
      proves: 'Que {{petitioner}} es libre para casarse: una sentencia definitiva de divorcio, una anulación o un acta de defunción por cada matrimonio anterior.',
    },
    'prior-marriages-beneficiary': {
      title: 'Prueba de que terminó cada matrimonio anterior de {{beneficiary}}',
      proves: 'Que {{beneficiary}} es libre para casarse: una sentencia definitiva de divorcio, una anulación o un acta de defunción por cada matrimonio anterior.',
    },
    'name-change-petitioner': {
      title: 'Prueba del cambio legal de nombre de {{petitioner}}',
      proves: 'Por qué un nombre en los demás documentos difiere del nombre en la petición: usted dijo que el nombre cambió legalmente.',
    },
    'name-change-beneficiary': {
      title: 'Prueba del cambio legal de nombre de {{beneficiary}}',
      proves: 'Por qué un nombre en los demás documentos difiere del nombre en la petición: usted dijo que el nombre de {{beneficiary}} cambió legalmente.',
    },
    meeting: {
      title: 'Prueba de que {{petitioner}} y {{beneficiary}} se encontraron en persona dentro de los 2 años anteriores a la presentación',
      proves: 'El requisito de encuentro de la K-1: una declaración de cuándo y dónde se encontraron, con pruebas como fotos juntos, boletos y sellos del pasaporte.',
    },
    'meeting-exemption': {
      title: 'Solicitud de exención del requisito de encuentro en persona',
      proves: 'Por qué encontrarse en persona violaría costumbres arraigadas o causaría un perjuicio extremo: una declaración firmada con pruebas (cartas de autoridades religiosas, registros médicos o de viaje).',
    },
    'intent-petitioner': {
      title: 'Declaración de la intención de casarse dentro de 90 días: {{petitioner}}',
      proves: 'Que {{petitioner}} tiene la intención de casarse con {{beneficiary}} dentro de los 90 días de su llegada (K-1).',
    },
    'intent-beneficiary': {
      title: 'Declaración de la intención de casarse dentro de 90 días: {{beneficiary}}',
      proves: 'Que {{beneficiary}} tiene la intención de casarse con {{petitioner}} dentro de los 90 días de su llegada (K-1).',
    },
    imb: {
      title: 'Documentación de la agencia matrimonial internacional',
      proves: 'Se conocieron mediante una agencia matrimonial: el consentimiento firmado de la persona beneficiaria para dar sus datos de contacto y la información de antecedentes que la agencia reveló.',
    },
    'criminal-records': {
      title: 'Registros judiciales y policiales certificados de {{petitioner}}',
      proves: 'Usted respondió Sí a una orden de protección o a un delito que IMBRA enumera: USCIS revela estos registros a la persona beneficiaria.',
    },
    'multiple-filer-waiver': {
      title: 'Solicitud de dispensa por peticiones múltiples de {{petitioner}}',
      proves: 'Por qué USCIS debería aprobar otra petición de prometido/a aunque los límites de IMBRA se aplican en la fecha de presentación: una declaración firmada con pruebas.',
    },
    'beneficiary-passport': {
      title: 'Pasaporte de {{beneficiary}} (página de datos)',
      proves: 'El número y el vencimiento que pide el formulario; el consulado emite la visa solo en un pasaporte vigente.',
    },
    i94: {
      title: 'Registro de llegada y salida (Formulario I-94) de {{beneficiary}}',
      proves: 'La última entrada y la estancia autorizada de {{beneficiary}}, que pide el formulario.',
    },
  },
};
