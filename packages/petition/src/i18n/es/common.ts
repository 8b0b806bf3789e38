import type { SameShape } from '../catalogue.ts';
import type { common as en } from '../en/common.ts';

export const common: SameShape<typeof en> = {
  brand: 'Preparador de la petición I-129F',
  language: { label: 'Idioma' },
  skipToContent: 'Ir al contenido',
  loadingPage: 'Cargando la página',
  loading: 'Cargando…',
  nav: {
    main: 'Principal',
    mobile: 'Menú móvil',
    menu: 'Menú',
    userMenu: 'Menú del usuario',
    clients: 'Clientes',
    files: 'Archivos',
    users: 'Usuarios',
    dashboard: 'Inicio',
    documents: 'Documentos',
    userManagement: 'Administración de usuarios',
    activity: 'Actividad',
    yourData: 'Sus datos',
    logOut: 'Cerrar sesión',
  },
  errors: {
    notFoundTitle: 'ERROR 404',
    notFoundText: 'La página que busca no existe.',
    goToDashboard: 'Ir al inicio',
    chunkTitle: 'No se pudo cargar una parte de la aplicación',
    chunkText: 'No se pudo descargar una parte de la aplicación. Revise su conexión y vuelva a cargar la página.',
    unexpectedTitle: '¡Error inesperado en la aplicación!',
    unexpectedText: 'Algo salió mal en esta página. Sus respuestas guardadas se conservan.',
    reload: 'Volver a cargar la página',
  },
};
