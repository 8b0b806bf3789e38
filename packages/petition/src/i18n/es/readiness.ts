import type { SameShape } from '../catalogue.ts';
import type { readiness as en } from '../en/readiness.ts';

const COUNT_WHY =
  'USCIS compara los hijos y los cónyuges anteriores que figuran en el I-129F con la solicitud de visa del beneficiario (DS-160) y con trámites posteriores; un número que no coincide con la lista parece una omisión y se lo preguntarán en la entrevista.';
const PASSPORT_WHY =
  'El beneficiario viaja con este pasaporte: el consulado solo estampa la visa en un pasaporte válido al menos 6 meses después de la fecha prevista de entrada, y un documento vencido en la petición debe corregirse.';
const FREE_WHY =
  'Ambos deben estar legalmente libres para casarse cuando se presenta la petición (8 CFR 214.2(k)); un matrimonio que no había terminado para entonces permite negar la petición, y hay que adjuntar la sentencia firme de divorcio, la anulación o el certificado de defunción.';
const MEETING_WHY =
  'Para una petición K-1 ustedes deben haberse visto en persona dentro de los 2 años anteriores a la presentación de la petición (INA 214(d), Formulario I-129F, Parte 1, punto 62), salvo que USCIS lo dispense. Los 2 años se cuentan hacia atrás desde el día en que USCIS recibe la petición, no desde el día en que usted respondió.';
const MULTIPLE_FILER_WHY =
  'IMBRA limita las peticiones de prometido/a (8 U.S.C. 1184(d)(2)(A) y (r)): quien presentó dos o más peticiones K-1 antes, o tuvo una aprobada dentro de los 2 años anteriores a esta presentación, debe pedir una dispensa (Parte 3, punto 5). Los 2 años se cuentan hacia atrás desde el día en que USCIS recibe esta petición. Sin la solicitud, la petición se niega.';
const IMB_WHY =
  'IMBRA exige que una agencia matrimonial entregue al beneficiario la información de antecedentes del peticionario y obtenga su consentimiento firmado antes de dar sus datos de contacto (8 U.S.C. 1375a(d)). El formulario pregunta por la agencia (Parte 2, puntos 55 a 61); adjuntar la documentación de la agencia responde a lo que USCIS preguntaría.';
const CRIMINAL_WHY =
  'IMBRA hace que USCIS revele al beneficiario las órdenes de protección y estas condenas del peticionario (8 U.S.C. 1375a(a)(5)(A)); sin registros judiciales y policiales certificados que muestren cada cargo y cómo terminó, la petición no se resuelve.';
const ADDRESS_GAP_WHY =
  'El Formulario I-129F pide cada domicilio de los últimos 5 años (Parte 1, puntos 9 a 12; Parte 2, puntos 11 a 14). Un hueco es un motivo frecuente de una solicitud de pruebas (Request for Evidence), que retrasa la petición varios meses.';
const ADDRESS_OVERLAP_WHY = 'Dos domicilios al mismo tiempo parecen un error en las fechas; USCIS los compara con los demás registros que tiene.';
const WORK_GAP_WHY =
  'El formulario pide los empleos de los últimos 5 años (Parte 1, puntos 13 a 20; Parte 2, puntos 15 a 22). Los periodos sin trabajo también se anotan (como "Unemployed", "Student"…); un hueco sin explicar invita a una solicitud de pruebas (Request for Evidence).';
const WORK_OVERLAP_WHY = 'Tener dos trabajos a la vez está bien si es cierto; si no, corrija las fechas para que coincidan con los registros (declaraciones de impuestos, currículum).';
const GAP = {
  none: 'No se indican fechas para {{who}}: los 5 años anteriores al {{filing}} no están cubiertos.',
  message: '{{who}} dejan un hueco del {{from}} al {{to}}.',
  end: '{{who}} terminan el {{date}}; nada cubre el tiempo hasta la fecha de presentación, el {{filing}}.',
};
const OVERLAP = '{{who}} se superponen del {{from}} al {{to}} (entradas {{first}} y {{second}}).';

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
  words: {
    beneficiary: 'el beneficiario',
    beneficiaryStart: 'el beneficiario',
    children_one: '{{count}} hijo',
    children_other: '{{count}} hijos',
    listed_one: 'figura {{count}}',
    listed_other: 'figuran {{count}}',
    more: ' y {{count}} más',
    status: { Divorced: 'divorciado(a)', Widowed: 'viudo(a)' },
    metOn: ' (se conocieron el {{date}})',
    priorBeneficiary: 'su beneficiario/a anterior',
    multipleFiler: {
      approved: 'Su petición anterior para {{name}} fue aprobada el {{approved}}, dentro de los 2 años anteriores a la fecha de presentación {{filing}} (el {{limit}} o después)',
      count: 'Usted presentó {{count}} peticiones de prometido/a antes de esta',
      answered: 'Usted nos dijo que presentó 2 o más peticiones de prometido/a antes, o que le aprobaron una en los últimos 2 años',
      after: ' Presentada el {{date}} o después, esta petición no la necesitaría.',
    },
  },
  history: {
    'pet-address': { who: 'sus domicilios', whoStart: 'Sus domicilios' },
    'ben-address': { who: 'los domicilios de {{name}}', whoStart: 'Los domicilios de {{name}}' },
    'pet-employment': { who: 'sus empleos', whoStart: 'Sus empleos' },
    'ben-employment': { who: 'los empleos de {{name}}', whoStart: 'Los empleos de {{name}}' },
  },
  rules: {
    'interview-unfinished': {
      message_one: '{{count}} sección no está terminada: {{names}}{{more}}.',
      message_other: '{{count}} secciones no están terminadas: {{names}}{{more}}.',
      why: 'Hay que responder todas las partes del Formulario I-129F; USCIS rechaza una petición con puntos obligatorios en blanco, y el paquete se arma con sus respuestas.',
    },
    'section-ended-red': {
      message: '{{section}} terminó con un mensaje en rojo: la petición no puede seguir adelante tal como se respondió.',
      why: 'La entrevista se detuvo aquí porque, según las respuestas, la petición no cumple los requisitos (por ejemplo, la elegibilidad o el requisito de haberse visto en persona). Si la presenta de todos modos, pierde la tarifa.',
    },
    'meeting-date-missing': {
      message: 'La descripción de su encuentro no incluye ninguna fecha (por ejemplo 05/10/2024), así que no se puede comprobar la regla de los 2 años.',
      why: `${MEETING_WHY} El oficial compara la fecha con sus pruebas (boletos, sellos del pasaporte, fotos).`,
    },
    'meeting-too-old': {
      message: 'Su último encuentro ({{met}}) fue más de 2 años antes de la fecha de presentación, el {{filing}}: tenía que ser el {{limit}} o después.',
      why: `${MEETING_WHY} Vuelvan a verse antes de presentarla, o pida una dispensa con pruebas.`,
    },
    'meeting-in-future': { message: 'La fecha del encuentro, {{met}}, es posterior a la fecha de presentación, el {{filing}}.', why: MEETING_WHY },
    'meeting-exemption': {
      message: 'Usted pide la dispensa por costumbres de la regla de verse en persona: adjunte una declaración firmada y pruebas.',
      hardship: 'Usted pide la dispensa por dificultad extrema de la regla de verse en persona: adjunte una declaración firmada y pruebas.',
      why: `${MEETING_WHY} La dispensa se decide caso por caso; sin pruebas (cartas de autoridades religiosas, registros médicos o de viaje) se rechaza.`,
    },
    'meeting-missing': { message: 'Ustedes no se han visto en persona en los últimos 2 años y no corresponde ninguna dispensa.', why: MEETING_WHY },
    'multiple-filer-waiver': {
      message: '{{reason}}: presentada el {{filing}}, la petición necesita una solicitud de dispensa general (Parte 3, punto 5.a) con una declaración firmada y pruebas.{{after}}',
      mandatory: '{{reason}}: presentada el {{filing}}, la petición necesita una solicitud de dispensa obligatoria (Parte 3, punto 5.c) con una declaración firmada y pruebas.{{after}}',
      extraordinary: '{{reason}}: presentada el {{filing}}, la petición necesita una solicitud de dispensa por circunstancias extraordinarias (Parte 3, punto 5.b) con una declaración firmada y pruebas.{{after}}',
      why: MULTIPLE_FILER_WHY,
    },
    'imb-disclosure': {
      message: 'Usted conoció a {{name}} a través de una agencia matrimonial internacional{{met}}: adjunte la documentación de la agencia a la petición que presentará el {{filing}}: el consentimiento firmado de {{name}} para dar sus datos de contacto y la información de antecedentes que reveló la agencia.',
      why: IMB_WHY,
    },
    'imbra-criminal-records': {
      message: 'Usted respondió Sí a un delito de la lista de IMBRA (Parte 3, puntos 2.a a 2.c): adjunte copias certificadas de los registros policiales y judiciales de cada arresto o condena.',
      protectionOrder: 'Usted respondió Sí a una orden de protección o de alejamiento (Parte 3, punto 1): adjunte copias certificadas de los registros judiciales de cada orden.',
      why: CRIMINAL_WHY,
    },
    'prior-marriage-end-missing': {
      message: 'Falta la fecha en que terminó su matrimonio con {{spouse}}.',
      beneficiary: 'Falta la fecha en que terminó el matrimonio de {{name}} con {{spouse}}.',
      why: FREE_WHY,
    },
    'prior-marriage-not-ended': {
      message: 'Su matrimonio con {{spouse}} termina el {{end}}, después de la fecha de presentación, el {{filing}}.',
      beneficiary: 'El matrimonio de {{name}} con {{spouse}} termina el {{end}}, después de la fecha de presentación, el {{filing}}.',
      why: FREE_WHY,
    },
    'prior-marriage-after-meeting': {
      message: 'Su matrimonio con {{spouse}} terminó el {{end}}, después del encuentro que usted describe ({{met}}).',
      beneficiary: 'El matrimonio de {{name}} con {{spouse}} terminó el {{end}}, después del encuentro que usted describe ({{met}}).',
      why: 'En la mayoría de los estados, un compromiso hecho cuando uno de ustedes seguía casado no es válido. La declaración sobre la relación debe mostrar que la intención de casarse surgió después de que terminó el matrimonio anterior.',
    },
    'pet-address-gap': { ...GAP, why: ADDRESS_GAP_WHY },
    'pet-address-overlap': { message: OVERLAP, why: ADDRESS_OVERLAP_WHY },
    'ben-address-gap': { ...GAP, why: ADDRESS_GAP_WHY },
    'ben-address-overlap': { message: OVERLAP, why: ADDRESS_OVERLAP_WHY },
    'pet-employment-gap': { ...GAP, why: WORK_GAP_WHY },
    'pet-employment-overlap': { message: OVERLAP, why: WORK_OVERLAP_WHY },
    'ben-employment-gap': { ...GAP, why: WORK_GAP_WHY },
    'ben-employment-overlap': { message: OVERLAP, why: WORK_OVERLAP_WHY },
    'children-count': {
      message: 'Usted dijo que tiene {{children}}, pero en la lista {{listed}}.',
      beneficiary: 'Usted dijo que {{name}} tiene {{children}}, pero en la lista {{listed}}.',
      questionnaire: 'El cuestionario dice que el beneficiario tiene {{said}} hijos; la entrevista dice {{chat}}.',
      why: COUNT_WHY,
    },
    'previous-spouse-missing': {
      message: 'Su estado civil es {{status}}, pero no figura ningún cónyuge anterior.',
      beneficiary: 'El estado civil del beneficiario es {{status}}, pero no figura ningún cónyuge anterior.',
      answers: 'Según sus respuestas hubo un matrimonio anterior, pero no figura ningún cónyuge anterior.',
      answersBeneficiary: 'Según las respuestas sobre el beneficiario hubo un matrimonio anterior, pero no figura ningún cónyuge anterior.',
      why: COUNT_WHY,
    },
    'a-number-format': {
      message: "'{{value}}' no es un número A (de 7 a 9 dígitos).",
      zeros: 'El número A son solo ceros.',
      short: 'El número A {{value}} tiene menos de 7 dígitos significativos; compárelo con la tarjeta o la notificación.',
      accountNumber: 'El número A {{value}} parece el número de cuenta en línea de USCIS.',
      why: 'Un número A tiene 8 o 9 dígitos (las 9 casillas del formulario, con ceros a la izquierda). Un número equivocado vincula la petición con el expediente de otra persona o con ninguno; así USCIS no puede relacionar al peticionario o al beneficiario con sus registros anteriores.',
    },
    'uscis-account-format': {
      message: 'El número de cuenta en línea de USCIS tiene {{digits}} dígitos; debe tener 12.',
      why: 'El número de cuenta en línea de USCIS (USCIS Online Account Number) tiene exactamente 12 dígitos y no es el número A ni un número de recibo. Uno equivocado, en el mejor de los casos, se ignora; déjelo en blanco (N/A) si no tiene.',
    },
    'document-missing': {
      message: '{{requirement}}: falta; suba {{alternatives}}.',
      oneOf: '{{requirement}}: falta; suba uno cualquiera de estos: {{alternatives}}.',
      onePerMarriage: '{{requirement}}: {{uploaded}} de {{needed}} subidos. Cada matrimonio anterior necesita su propia prueba de que terminó: suba uno cualquiera de estos para cada uno: {{alternatives}}.',
      why: '{{proves}} Fuente: {{source}}. Sin esto, USCIS rechaza la petición o lo pide en una solicitud de pruebas (Request for Evidence), que añade meses.',
    },
    'citizenship-passport-expired': {
      message: 'El pasaporte estadounidense del peticionario venció el {{expiry}}, antes de la fecha de presentación, el {{filing}}, así que no prueba la ciudadanía: suba uno cualquiera de estos: {{alternatives}}, o renueve el pasaporte.',
      why: '{{proves}} Las instrucciones solo aceptan la copia de un pasaporte estadounidense vigente. Fuente: {{source}}. Si la fecha de vencimiento se escribió mal, corríjala en la sección 4.',
    },
    'translation-missing': {
      message: '{{document}}: está subido sin traducción al inglés; los documentos de {{country}} normalmente no están en inglés.',
      why: 'Todo documento en un idioma extranjero debe ir acompañado de una traducción completa al inglés y del certificado de competencia del traductor (8 CFR 103.2(b)(3)); sin ella el documento no cuenta como prueba.',
    },
    'passport-expired': {
      message: 'El pasaporte del beneficiario venció el {{expiry}}, antes de la fecha de presentación, el {{filing}}.',
      travelDocument: 'El documento de viaje del beneficiario venció el {{expiry}}, antes de la fecha de presentación, el {{filing}}.',
      why: PASSPORT_WHY,
    },
    'passport-expiring': {
      message: 'El pasaporte del beneficiario vence el {{expiry}}, menos de 6 meses después de la presentación: renuévelo antes de la entrevista de visa.',
      travelDocument: 'El documento de viaje del beneficiario vence el {{expiry}}, menos de 6 meses después de la presentación: renuévelo antes de la entrevista de visa.',
      why: PASSPORT_WHY,
    },
  },
};
