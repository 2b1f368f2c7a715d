import type { LegalTexts } from './types.ts';

export const es: LegalTexts = {
  cgu: {
    title: 'Condiciones de uso',
    updated: 'Actualización: issue 18 (miembros y comunidad).',
    sections: [
      {
        heading: '1. Objeto',
        paragraphs: [
          'Tofulab es un sitio de fans, gratuito, que ayuda a los jugadores de Dofus, Dofus Retro y Dofus Touch: enciclopedia, creación y publicación de equipos (stuffs), herramientas de cálculo (Cacminator, Panominator, Stuffminator, Dofus-Stuffer). No está editado ni respaldado por Ankama; los datos del juego siguen siendo propiedad de Ankama Games.',
          'Usar el sitio, con o sin cuenta, supone aceptar estas condiciones.',
        ],
      },
      {
        heading: '2. Cuenta',
        items: [
          'La cuenta es personal. El apodo (de 3 a 20 caracteres) es público; la dirección de correo nunca lo es.',
          'Usted es responsable de su contraseña (6 caracteres como mínimo) y de lo que se haga con su cuenta.',
          'Puede eliminar su cuenta en cualquier momento desde la página «Mi perfil» (ajustes de la cuenta), confirmando su contraseña.',
        ],
      },
      {
        heading: '3. Contenidos publicados',
        paragraphs: [
          'Los equipos, guías y textos de perfil que haga públicos son visibles para todos. Usted sigue siendo su autor y concede al sitio el derecho a mostrarlos mientras sean públicos.',
        ],
        items: [
          'Prohibido: contenidos injuriosos, de odio o ilegales, spam, publicidad no solicitada, datos personales de otras personas, enlaces maliciosos.',
          'Un moderador puede ocultar un contenido público contrario a estas reglas y bloquear una cuenta; cada decisión se registra con su autor.',
          'Una cuenta bloqueada ya no puede conectarse.',
        ],
      },
      {
        heading: '4. Cuentas premium y publicidad',
        paragraphs: [
          'El sitio puede mostrar espacios publicitarios de una red configurada por el operador. Los miembros premium (estado otorgado por un administrador o por un apoyo activo en Patreon) no ven ninguno.',
        ],
      },
      {
        heading: '5. Disponibilidad y responsabilidad',
        paragraphs: [
          'El sitio se ofrece tal cual, sin garantía de disponibilidad. Los cálculos siguen las reglas del juego lo mejor posible, pero pueden diferir del juego; compruébelo en el juego antes de cualquier decisión importante.',
        ],
      },
      {
        heading: '6. Contacto',
        paragraphs: ['{contact}'],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    updated: 'Actualización: issue 18 (miembros y comunidad).',
    sections: [
      {
        heading: '1. Lo que el sitio guarda de un miembro',
        items: [
          'La cuenta: apodo, dirección de correo (y si está verificada), contraseña cifrada con argon2id (nunca la contraseña en sí), rol, etiquetas, estado premium o Patreon, fecha de registro, idioma de los correos.',
          'Los ajustes y el perfil: equipos confidenciales por defecto, exos, volver al equipo, apodo en el juego, mapa favorito, presentación, número de visitas, experiencia e insignias.',
          'Sus contenidos: equipos (públicos o privados), carpetas, favoritos y las guías que escribe.',
          'Las cuentas vinculadas (Google, Facebook, Twitch, Twitter, Patreon): el identificador de la cuenta en el proveedor, nada más.',
          'La actividad: la hora de su última petición, para contar los miembros y visitantes conectados.',
          'La seguridad: las huellas (sha256) de los códigos enviados por correo y de las sesiones, los intentos de conexión (para limitar los intentos) y las solicitudes de correos.',
          'Los registros del servidor: cada petición (dirección IP, ruta, estado, duración) se registra para el diagnóstico; las acciones de moderación se guardan con su autor.',
        ],
      },
      {
        heading: '2. Durante cuánto tiempo',
        items: [
          'La cuenta, el perfil y sus contenidos: mientras exista la cuenta. Eliminarla borra la cuenta, sus equipos, carpetas, favoritos, códigos, sesiones e intentos de conexión.',
          'La sesión «mantener la conexión»: 30 días, renovada en cada uso, revocada al desconectarse o al cambiar la contraseña. El código de acceso dura 15 minutos.',
          'Las solicitudes de correos: 2 horas (el plazo entre dos envíos). Los desafíos antispam y las conexiones sociales en curso: 10 minutos.',
          'La actividad en línea: se sustituye en cada petición; solo cuentan los últimos instantes.',
          'Los registros del servidor: hasta que el alojamiento los rote, solo para el diagnóstico.',
          'Los artículos del devblog de un administrador eliminado se conservan, sin autor.',
        ],
      },
      {
        heading: '3. Cookies y almacenamiento del navegador',
        paragraphs: ['El sitio no instala por sí mismo ninguna cookie publicitaria ni de medición de audiencia. Utiliza:'],
        items: [
          'La cookie «autoLogin» (HttpOnly, 30 días): mantener la conexión; la cookie «lang»: el idioma elegido.',
          '«token»: el código de acceso del miembro conectado; «is-premium»: si es premium (para ocultar la publicidad).',
          '«lang»: el idioma elegido; «news-read»: el último artículo del devblog leído (la ventana de novedades solo se abre una vez).',
          '«local-stuff»: el equipo borrador de un visitante; «active-stuff»: el último equipo abierto.',
          'Cuando el operador configura una red publicitaria, su script se carga para los no premium y puede instalar sus propias cookies; sin red configurada, no se hace ninguna petición a terceros.',
        ],
      },
      {
        heading: '4. Cesión',
        paragraphs: [
          'Sus datos no se venden ni se ceden. Los correos pasan por el servidor de envío del operador; una conexión social intercambia con el proveedor elegido solo lo necesario (identificador, dirección de correo verificada).',
        ],
      },
      {
        heading: '5. Sus derechos y la eliminación de la cuenta',
        items: [
          'Consultar y corregir: página «Mi perfil» (ajustes de la cuenta) y página de perfil público.',
          'Eliminar: página «Mi perfil», sección de eliminación de la cuenta, con su contraseña. La eliminación es inmediata y definitiva.',
          'Para cualquier otra solicitud (acceso, rectificación, oposición): {contact}',
        ],
      },
    ],
  },
};
