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
    mailChanged: {
      subject: 'L\'indirizzo e-mail del tuo account {site} è stato cambiato',
      intro: 'L\'indirizzo e-mail del tuo account {site} è appena stato cambiato con un altro indirizzo e tutti gli altri dispositivi sono stati disconnessi. Se sei stato tu, non devi fare altro. Se non sei stato tu, scrivi subito al nostro supporto così possiamo proteggere il tuo account.',
      button: 'Contatta il supporto',
      validity: '',
      footer: 'Per la tua sicurezza inviamo questo avviso al tuo indirizzo precedente.',
    },
    reactivate: {
      subject: 'Il tuo account {site} sarà eliminato',
      intro: 'Il tuo account {site} è stato disattivato e sarà eliminato definitivamente tra {days} giorni. Hai cambiato idea? Riattivalo con il pulsante qui sotto.',
      button: 'Riattiva il mio account',
      validity: 'Questo link è valido per {days} giorni.',
    },
    dataExport: {
      subject: 'I tuoi dati di {site} sono pronti per il download',
      intro: 'La copia dei tuoi dati personali che hai richiesto su {site} è pronta. Accedi e scaricala dalla pagina delle impostazioni; per la tua sicurezza il download funziona solo mentre hai effettuato l\'accesso.',
      button: 'Scarica i miei dati',
      validity: 'Il download è disponibile per {days} giorni, poi viene eliminato.',
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
