import type { MailTexts } from './types.ts';

export const es: MailTexts = {
  greeting: 'Hola, {name}:',
  kinds: {
    activate: {
      subject: 'Confirma tu dirección de correo en {site}',
      intro: '¡Bienvenido a {site}! Confirma tu dirección de correo para que otros miembros puedan responderte.',
      button: 'Confirmar dirección de correo',
      validity: 'Este enlace es válido durante {days} días.',
    },
    reset: {
      subject: 'Restablece tu contraseña de {site}',
      intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {site}. Elige una contraseña nueva con el botón de abajo.',
      button: 'Elegir una contraseña nueva',
      validity: 'Este enlace es válido durante 2 horas.',
    },
    mailChange: {
      subject: 'Confirma tu nueva dirección de correo en {site}',
      intro: 'Has pedido usar esta dirección para tu cuenta de {site}. Confírmala con el botón de abajo.',
      button: 'Confirmar la nueva dirección',
      validity: 'Este enlace es válido durante {days} días.',
    },
    mailChanged: {
      subject: 'Se ha cambiado la dirección de correo de tu cuenta de {site}',
      intro: 'La dirección de correo de tu cuenta de {site} se acaba de cambiar por otra, y se ha cerrado la sesión en todos los demás dispositivos. Si lo has hecho tú, no tienes que hacer nada más. Si no, escribe de inmediato a nuestro equipo de soporte para que podamos proteger tu cuenta.',
      button: 'Contactar con soporte',
      validity: '',
      footer: 'Por tu seguridad, enviamos este aviso a tu dirección anterior.',
    },
    reactivate: {
      subject: 'Tu cuenta de {site} se va a eliminar',
      intro: 'Tu cuenta de {site} se ha desactivado y se eliminará definitivamente dentro de {days} días. ¿Has cambiado de opinión? Reactívala con el botón de abajo.',
      button: 'Reactivar mi cuenta',
      validity: 'Este enlace es válido durante {days} días.',
    },
    dataExport: {
      subject: 'Tus datos de {site} están listos para descargar',
      intro: 'La copia de tus datos personales que pediste en {site} está lista. Inicia sesión y descárgala en tu página de ajustes; por tu seguridad, la descarga solo funciona mientras tienes la sesión iniciada.',
      button: 'Descargar mis datos',
      validity: 'La descarga está disponible durante {days} días; después se elimina.',
    },
  },
  linkFallback: 'O copia este enlace en tu navegador:',
  ignore: 'Si no lo has solicitado tú, puedes ignorar este correo.',
  unsubscribe: 'Darse de baja de los correos',
  sentBy: 'Este correo lo ha enviado {site}.',
  unsubscribePage: {
    question: "¿Dejar de recibir correos de {site}?",
    button: "Darse de baja",
    done: "Ya no recibirás correos de {site}.",
    invalid: "Este enlace para darse de baja no es válido.",
    reenable: "Puedes volver a activar los correos cuando quieras en la página de notificaciones de tu cuenta.",
  },
};
