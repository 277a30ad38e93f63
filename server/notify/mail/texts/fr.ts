import type { MailTexts } from './types.ts';

export const fr: MailTexts = {
  greeting: 'Bonjour {name},',
  kinds: {
    activate: {
      subject: 'Confirmez votre adresse e-mail sur {site}',
      intro: 'Bienvenue sur {site} ! Confirmez votre adresse e-mail pour que les autres membres puissent vous répondre.',
      button: "Confirmer l'adresse e-mail",
      validity: 'Ce lien est valable {days} jours.',
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe sur {site}',
      intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {site}. Choisissez un nouveau mot de passe avec le bouton ci-dessous.',
      button: 'Choisir un nouveau mot de passe',
      validity: 'Ce lien est valable 2 heures.',
    },
    mailChange: {
      subject: 'Confirmez votre nouvelle adresse e-mail sur {site}',
      intro: 'Vous avez demandé à utiliser cette adresse pour votre compte {site}. Confirmez-la avec le bouton ci-dessous.',
      button: 'Confirmer la nouvelle adresse',
      validity: 'Ce lien est valable {days} jours.',
    },
    mailChanged: {
      subject: 'L\'adresse e-mail de votre compte {site} a été modifiée',
      intro: 'L\'adresse e-mail de votre compte {site} vient d\'être remplacée par une autre adresse, et tous les autres appareils ont été déconnectés. Si c\'est vous, vous n\'avez rien d\'autre à faire. Sinon, écrivez immédiatement à notre support afin que nous puissions sécuriser votre compte.',
      button: 'Contacter le support',
      validity: '',
      footer: 'Pour votre sécurité, nous envoyons cet avis à votre ancienne adresse.',
    },
    reactivate: {
      subject: 'Votre compte {site} va être supprimé',
      intro: 'Votre compte {site} a été désactivé et sera définitivement supprimé dans {days} jours. Vous avez changé d’avis ? Réactivez-le avec le bouton ci-dessous.',
      button: 'Réactiver mon compte',
      validity: 'Ce lien est valable {days} jours.',
    },
    dataExport: {
      subject: 'Tes données {site} sont prêtes à être téléchargées',
      intro: 'La copie de tes données personnelles que tu as demandée sur {site} est prête. Connecte-toi et télécharge-la sur ta page de paramètres ; pour ta sécurité, le téléchargement ne fonctionne que lorsque tu es connecté·e.',
      button: 'Télécharger mes données',
      validity: 'Le téléchargement est disponible pendant {days} jours, puis il est supprimé.',
    },
  },
  linkFallback: 'Ou copiez ce lien dans votre navigateur :',
  ignore: "Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer cet e-mail.",
  unsubscribe: 'Se désabonner des e-mails',
  sentBy: 'Cet e-mail vous a été envoyé par {site}.',
  unsubscribePage: {
    question: "Ne plus recevoir d’e-mails de {site} ?",
    button: "Se désabonner",
    done: "Vous ne recevrez plus d’e-mails de {site}.",
    invalid: "Ce lien de désabonnement n’est pas valide.",
    reenable: "Vous pouvez réactiver les e-mails à tout moment sur la page des notifications de votre compte.",
  },
};
