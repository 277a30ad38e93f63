import type { MailTexts } from './types.ts';

export const it: MailTexts = {
  greeting: 'Ciao {name},',
  kinds: {
    activate: {
      subject: 'Conferma il tuo indirizzo e-mail su {site}',
      intro: 'Benvenuto su {site}! Conferma il tuo indirizzo e-mail così gli altri membri potranno risponderti.',
      button: 'Conferma indirizzo e-mail',
      validity: 'Questo link è valido per {days} giorni.',
    },
    reset: {
      subject: 'Reimposta la tua password su {site}',
      intro: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account {site}. Scegli una nuova password con il pulsante qui sotto.',
      button: 'Scegli una nuova password',
      validity: 'Questo link è valido per 2 ore.',
    },
    mailChange: {
      subject: 'Conferma il tuo nuovo indirizzo e-mail su {site}',
      intro: 'Hai chiesto di usare questo indirizzo per il tuo account {site}. Confermalo con il pulsante qui sotto.',
      button: 'Conferma il nuovo indirizzo',
      validity: 'Questo link è valido per {days} giorni.',
    },
    reactivate: {
      subject: 'Il tuo account {site} sarà eliminato',
      intro: 'Il tuo account {site} è stato disattivato e sarà eliminato definitivamente tra {days} giorni. Hai cambiato idea? Riattivalo con il pulsante qui sotto.',
      button: 'Riattiva il mio account',
      validity: 'Questo link è valido per {days} giorni.',
    },
  },
  linkFallback: 'Oppure copia questo link nel browser:',
  ignore: 'Se non hai fatto tu questa richiesta, puoi ignorare questa e-mail.',
  unsubscribe: "Annulla l'iscrizione alle e-mail",
  sentBy: 'Questa e-mail è stata inviata da {site}.',
  unsubscribePage: {
    question: "Non ricevere più e-mail da {site}?",
    button: "Annulla l'iscrizione",
    done: "Non riceverai più e-mail da {site}.",
    invalid: "Questo link di annullamento non è valido.",
    reenable: "Puoi riattivare le e-mail in qualsiasi momento dalla pagina delle notifiche del tuo account.",
  },
};
