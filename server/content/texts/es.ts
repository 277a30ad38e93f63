import type { ContentTexts } from './types.ts';

export const es: ContentTexts = {
  pages: {
    accessibility: {
      title: 'Accesibilidad',
      sections: [
        ['Nuestro objetivo', '{site} aspira a cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 en el nivel AA en móviles y ordenadores. Revisamos cada pantalla con pruebas automáticas y con el teclado.'],
        ['Lo que puedes hacer', 'Usar todo el sitio solo con el teclado: el foco siempre es visible y pasa al título de cada pantalla nueva. Usar un lector de pantalla: los botones, enlaces y fotos tienen nombre, y se leen en voz alta los mensajes nuevos de una conversación abierta y los avisos. Ampliar el texto al 200 % sin perder contenido. Activar la reducción de movimiento en tu dispositivo para quitar las animaciones. Dar me gusta o pasar en el juego de deslizar con botones o las flechas del teclado en lugar de arrastrar.'],
        ['Limitaciones conocidas', 'Las fotos que suben los miembros solo se describen con el nombre del miembro. Las páginas de pago de los proveedores de pago no dependen de nosotros.'],
        ['Informar de una barrera', 'Si alguna parte de {site} te resulta difícil o imposible de usar, escríbenos a {support_email} o llama al {support_phone}: qué página y qué ocurrió. Respondemos en un plazo de cinco días laborables y te decimos cómo y cuándo lo arreglaremos.'],
      ],
    },
    terms: {
      title: 'Términos y condiciones',
      sections: [
        ['1. Quiénes somos', '{site} ({domain}) está gestionado por {company}, {address}, {city}, {country}, número de registro {registration}, IVA {vat}. {company} también opera con los nombres comerciales {tradenames}. Estos términos se aplican a cualquier uso de {site}.'],
        ['2. Registro', 'Debes tener al menos 18 años para usar {site}. Creas una sola cuenta con datos verídicos y no compartes tu contraseña. Eres responsable de todo lo que se haga con tu cuenta.', 'El registro es gratuito. Los miembros gratuitos pueden iniciar hasta {free_conversations} conversaciones y subir hasta 3 fotos; los miembros premium, hasta 25 fotos.'],
        ['3. Créditos y pagos', 'Un mensaje cuesta {message_credits} créditos, una foto en un chat {photo_credits} créditos y un regalo {gift_credits} créditos. Los créditos se compran en paquetes a los precios que muestra la tienda antes de pagar. Comprar cualquier paquete te convierte en miembro premium.', 'Los créditos no tienen valor monetario, no son transferibles y se gastan en el orden en que se compraron.'],
        ['4. Perfiles ficticios', '{fictional_warning} Los perfiles ficticios están marcados en cada tarjeta y página de perfil, para que los reconozcas de un vistazo.'],
        ['5. Tu comportamiento', 'Sé respetuoso. No publiques contenido ilegal, que muestre a menores, violento u ofensivo, que vulnere los derechos de otros o que anuncie otros servicios. No pidas dinero a otros miembros. Podemos retirar contenido y bloquear cuentas que incumplan estas normas (consulta la página de prohibición de acceso).'],
        ['6. Desistimiento y reembolsos', 'Puedes desistir de una compra en un plazo de {refund_days} días como se describe en nuestra política de devoluciones. Los créditos ya usados no se reembolsan.'],
        ['7. Fin de tu registro', 'Puedes eliminar tu cuenta en cualquier momento desde tus ajustes. Puedes reactivarla durante {reactivation_days} días con el enlace que te enviamos por correo; después, tus datos se borran.'],
        ['8. Responsabilidad', 'Ofrecemos {site} tal cual y hacemos lo posible por mantenerlo disponible y seguro. No respondemos de lo que los miembros escriban o hagan ni de los encuentros entre miembros, salvo cuando la ley no permita esta limitación.'],
        ['9. Cambios y ley aplicable', 'Estos términos están vigentes desde el {terms_version}. Si los cambiamos, te pediremos que aceptes la nueva versión la próxima vez que inicies sesión. Se aplica la ley neerlandesa; son competentes los tribunales de {city}, sin perjuicio de la protección obligatoria de tu país de residencia.'],
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      sections: [
        ['Responsable del tratamiento', '{company}, {address}, {city}, {country} (número de registro {registration}) es responsable de los datos personales tratados a través de {site}. Consultas: {support_email}.'],
        ['Qué recogemos', 'Los datos que nos das (correo electrónico, nombre de usuario, fecha de nacimiento, género, a quién buscas, ubicación, fotos y texto del perfil), tus mensajes, likes y compras, y datos técnicos como tu dirección IP, tu navegador y las páginas que visitas.'],
        ['Para qué los usamos', 'Para gestionar tu cuenta y mostrar tu perfil a otros miembros, entregar mensajes y notificaciones, procesar pagos, prevenir el fraude y el abuso, cumplir obligaciones legales y, con tu consentimiento, enviarte ofertas. Las bases legales son el contrato contigo, nuestro interés legítimo, las obligaciones legales y tu consentimiento.'],
        ['Quién los recibe', 'Otros miembros ven tu perfil público. Los proveedores de pago, alojamiento y correo tratan datos en nuestro nombre con un contrato de encargo del tratamiento. Nunca vendemos tus datos.'],
        ['Cuánto tiempo los conservamos', 'Mientras exista tu cuenta. Tras eliminarla, borramos tus datos al terminar el plazo de reactivación de {reactivation_days} días, salvo los registros que la ley nos obliga a conservar (como las facturas).'],
        ['Tus derechos', 'Puedes acceder a tus datos, rectificarlos, suprimirlos, limitar su tratamiento, portarlos y oponerte a su uso. Escribe a {support_email}. También puedes reclamar ante tu autoridad de protección de datos.'],
      ],
    },
    cookies: {
      title: 'Política de cookies',
      sections: [
        ['Qué son las cookies', 'Las cookies son pequeños archivos que un sitio web guarda en tu navegador. {site} también guarda datos en tu navegador (IndexedDB) para que la aplicación funcione rápido y sin conexión.'],
        ['Cookies que usamos', 'Una cookie de sesión mantiene tu sesión iniciada (30 días). Una cookie de idioma recuerda tu idioma (365 días). Recordamos si cerraste el aviso de entrada. Son estrictamente necesarias y no requieren consentimiento.'],
        ['Sin seguimiento de terceros', 'No usamos cookies publicitarias ni de seguimiento de terceros. Si llegas por el enlace de un socio, recordamos su referencia solo durante esta visita, para remunerar al socio.'],
        ['Tus opciones', 'Puedes borrar las cookies en tu navegador cuando quieras; entonces se cerrará tu sesión. Al cerrar sesión se eliminan de este navegador los datos de tu cuenta.'],
      ],
    },
    ban: {
      title: 'Prohibición de acceso',
      sections: [
        ['Cuándo bloqueamos el acceso', 'Bloqueamos una cuenta, una dirección de correo o un medio de pago en {site} cuando se usa para fraude, acoso, spam, publicidad, pedir dinero a miembros o contenido con menores, o cuando el miembro es menor de 18 años.'],
        ['Qué significa un bloqueo', 'Un miembro bloqueado ya no puede iniciar sesión ni crear una cuenta nueva. Los créditos de una cuenta bloqueada por fraude se pierden; en otro caso, los créditos no usados se reembolsan según nuestra política de devoluciones.'],
        ['Denunciar a un miembro', 'Usa el botón de denuncia en un perfil o en un chat, o escribe a {support_email}. Revisamos cada denuncia, normalmente en un día laborable.'],
        ['Oponerse a un bloqueo', 'Si crees que tu cuenta se bloqueó por error, escribe a {support_email} con tu nombre de usuario. Respondemos en 14 días.'],
      ],
    },
    faq: {
      title: 'Preguntas frecuentes',
      sections: [
        ['¿Registrarse es gratis?', 'Sí. Crear una cuenta, buscar, ver perfiles y dar like a miembros es gratis.'],
        ['¿Cuánto cuesta chatear?', 'Un mensaje cuesta {message_credits} créditos, una foto en un chat {photo_credits} créditos y un regalo {gift_credits} créditos. Los créditos se venden en paquetes, por ejemplo {bundle}.'],
        ['¿Qué es la membresía premium?', 'Tu primera compra de créditos te hace miembro premium: ves todas las fotos, subes hasta 25 fotos e inicias tantas conversaciones como quieras. Premium se mantiene aunque se te acaben los créditos.'],
        ['¿Todos los perfiles son reales?', '{fictional_warning}'],
        ['¿Por qué debo confirmar mi correo?', 'Para que los demás miembros sepan que eres real: hasta que lo confirmes, no pueden responderte.'],
        ['¿Cómo elimino mi cuenta?', 'En tus ajustes. Puedes reactivarla durante {reactivation_days} días con el enlace que te enviamos por correo.'],
        ['¿Cómo contacto con atención al cliente?', 'Por correo en {support_email} o por teléfono en el {support_phone}.'],
      ],
    },
    service: {
      title: 'Atención al cliente',
      sections: [
        ['Estamos para ayudarte', '¿Dudas sobre tu cuenta, un pago u otro miembro? Nuestro equipo responde todos los días.'],
        ['Correo electrónico', '{support_email}: respondemos en un día laborable.'],
        ['Teléfono', '{support_phone}, de lunes a viernes de 9:00 a 17:00 (CET).'],
        ['Dirección postal', '{company}, {address}, {city}, {country}. Número de registro {registration}, IVA {vat}.'],
      ],
    },
    'return-policy': {
      title: 'Política de devoluciones',
      sections: [
        ['Derecho de desistimiento', 'Puedes desistir de una compra de créditos en un plazo de {refund_days} días sin dar motivos. Escribe a {support_email} con tu nombre de usuario y la fecha de la compra.'],
        ['Qué se reembolsa', 'Reembolsamos el precio de los créditos que no hayas usado en los 14 días siguientes a tu solicitud, con el mismo medio de pago. Los créditos ya gastados en mensajes, fotos o regalos no se reembolsan, porque ese servicio se prestó a petición tuya.'],
        ['Pagos fallidos o duplicados', 'Un pago cobrado dos veces o por el que no recibiste créditos se reembolsa siempre por completo, también pasados {refund_days} días.'],
      ],
    },
    '2257': {
      title: '18 U.S.C. 2257: declaración de cumplimiento de los requisitos de conservación de registros',
      sections: [
        ['Declaración', 'Todas las personas que aparecen en cualquier representación visual de {site} tenían 18 años o más cuando se creó.'],
        ['Contenido de los miembros', 'Las fotos que suben los miembros las publican ellos mismos. {company} no es el productor principal de ese contenido. Al registrarse, los miembros confirman que tienen 18 años o más y que poseen los derechos de sus fotos.'],
        ['Custodio de los registros', 'Los registros exigidos por 18 U.S.C. 2257 los conserva el custodio de registros de {company}, {address}, {city}, {country}.'],
      ],
    },
  },
  audience: {
    1: 'solteros',
    2: 'mujeres a las que les gustan las mujeres',
    3: 'solteros atrevidos',
    4: 'solteros con curvas',
    5: 'mujeres maduras',
    6: 'mujeres maduras',
    7: 'hombres gays',
  },
  landers: {
    tinderswipe: { headline: 'Desliza a la derecha: {audience} cerca de ti', subline: 'Dale like a un perfil y descubre quién te devuelve el like.', points: ['Registro gratis', 'Matches en minutos', 'Privado y discreto'] },
    alonetonight: { headline: '¿Solo esta noche?', subline: 'Hay {audience} cerca de ti conectados ahora mismo buscando compañía.', points: ['En línea ahora', 'Chatea esta noche', 'Sin compromiso'] },
    collagelanding: { headline: 'Miles de {audience} te esperan', subline: 'Fotos reales, chats reales: únete gratis.', points: ['Nuevos miembros cada día', 'Fotos para dar like', 'Chatea en segundos'] },
    gallery: { headline: 'Descubre {audience} cerca de ti', subline: 'Echa un vistazo, dale like a quien te guste y empieza a chatear.', points: ['Perfiles nuevos cada día', 'Busca por edad y región', 'Navega gratis'] },
    iconslanding: { headline: 'Conoce {audience} de forma fácil', subline: 'Todo lo que necesitas para encontrar un match, en una sola app.', points: ['Like y match', 'Chatea y envía fotos', 'Instálala en tu móvil'] },
    maplanding: { headline: '{audience} cerca de {place}', subline: 'Mira quién está cerca de ti y saluda.', points: ['Miembros en tu región', 'Quedadas cerca', 'Seguro y discreto'] },
    socialnetwork: { headline: 'La red social para {audience}', subline: 'Mira lo que comparten los miembros, dale like a sus perfiles y empieza a hablar.', points: ['Una comunidad animada', 'Likes y matches', 'Mensajes privados'] },
    transitionsvideolanding: { headline: 'Tu próxima cita está a un clic', subline: 'Conoce {audience} conectados ahora mismo.', points: ['Registro gratis', 'Miembros reales', 'Chatea al instante'] },
    video: { headline: 'Mira quién te está esperando', subline: 'Únete a {audience} cerca de ti y empieza a chatear hoy.', points: ['Registro gratis', 'En línea ahora', 'Privado y discreto'] },
    landing: { headline: '{name} espera tu mensaje', subline: 'Crea tu cuenta gratis en un minuto y escribe a {name}.', points: ['Registro gratis', 'Tu mensaje se envía en cuanto confirmes tu correo', 'Privado y discreto'] },
    landing2: { headline: '{name} quiere conocerte', subline: '{name}, de {place}, está en línea. Salúdale antes que nadie.', points: ['Registro gratis', 'Chatea al instante', 'Privado y discreto'] },
    landing3: { headline: 'Saluda a {name}', subline: 'Escribe tu primer mensaje y regístrate gratis.', points: ['Un minuto para unirte', 'Miembros reales', 'Seguro y discreto'] },
  },
  cta: 'Únete gratis',
  ctaMember: 'Escribe a {name}',
  socialProof: '{count} miembros en línea cerca de {place}',
  bundle: '{credits} créditos por {price}',
  nearYou: 'ti',
  termsVersion: 'Versión del {date}',
  home: { intro: 'Conoce gente nueva, da likes, haz match y chatea.', browse: 'Ver miembros', login: 'Iniciar sesión' },
  entryWarning: { title: 'Solo para adultos', text: '{site} contiene contenido para adultos. Al entrar confirmas que tienes al menos 18 años y que aceptas nuestros términos y condiciones.', enter: 'Entrar', leave: 'Salir' },
  footer: {
    adults: 'Este sitio web está destinado únicamente a adultos mayores de 18 años.',
    rights: '© {year} {site}. Todos los derechos reservados.',
    us2257: '18 U.S.C. 2257: declaración de cumplimiento de los requisitos de conservación de registros. Todas las personas que aparecen en este sitio web tenían 18 años o más en el momento de la toma.',
    readStatement: 'Leer la declaración completa',
    registration: 'Número de registro: {registration}',
  },
};
