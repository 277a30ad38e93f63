import type { MailTexts } from './types.ts';

export const nb: MailTexts = {
  greeting: 'Hei {name},',
  kinds: {
    activate: {
      subject: 'Bekreft e-postadressen din hos {site}',
      intro: 'Velkommen til {site}! Bekreft e-postadressen din, så kan andre medlemmer svare deg.',
      button: 'Bekreft e-postadresse',
      validity: 'Lenken er gyldig i {days} dager.',
    },
    reset: {
      subject: 'Tilbakestill passordet ditt hos {site}',
      intro: 'Vi har mottatt en forespørsel om å tilbakestille passordet til kontoen din hos {site}. Velg et nytt passord med knappen nedenfor.',
      button: 'Velg et nytt passord',
      validity: 'Lenken er gyldig i 2 timer.',
    },
    mailChange: {
      subject: 'Bekreft den nye e-postadressen din hos {site}',
      intro: 'Du har bedt om å bruke denne adressen for kontoen din hos {site}. Bekreft den med knappen nedenfor.',
      button: 'Bekreft ny e-postadresse',
      validity: 'Lenken er gyldig i {days} dager.',
    },
    mailChanged: {
      subject: 'E-postadressen til {site}-kontoen din er endret',
      intro: 'E-postadressen til {site}-kontoen din er nettopp endret til en annen adresse, og alle andre enheter er logget ut. Hvis det var deg, trenger du ikke gjøre noe mer. Hvis ikke, skriv straks til kundestøtten vår, så vi kan sikre kontoen din.',
      button: 'Kontakt kundestøtte',
      validity: '',
      footer: 'Vi sender dette varselet til den tidligere adressen din av sikkerhetshensyn.',
    },
    reactivate: {
      subject: 'Kontoen din hos {site} blir slettet',
      intro: 'Kontoen din hos {site} er deaktivert og blir slettet for godt om {days} dager. Har du ombestemt deg? Aktiver den igjen med knappen nedenfor.',
      button: 'Aktiver kontoen min igjen',
      validity: 'Lenken er gyldig i {days} dager.',
    },
    dataExport: {
      subject: 'Dataene dine fra {site} er klare til nedlasting',
      intro: 'Kopien av personopplysningene dine som du ba om på {site}, er klar. Logg inn og last den ned på innstillingssiden; for din sikkerhet fungerer nedlastingen bare mens du er logget inn.',
      button: 'Last ned dataene mine',
      validity: 'Nedlastingen er tilgjengelig i {days} dager, deretter slettes den.',
    },
  },
  linkFallback: 'Eller kopier denne lenken inn i nettleseren:',
  ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten.',
  unsubscribe: 'Meld deg av e-poster',
  sentBy: 'Denne e-posten ble sendt av {site}.',
  unsubscribePage: {
    question: "Slutte å motta e-post fra {site}?",
    button: "Meld av",
    done: "Du får ikke lenger e-post fra {site}.",
    invalid: "Denne avmeldingslenken er ugyldig.",
    reenable: "Du kan slå på e-post igjen når som helst på varslingssiden i kontoen din.",
  },
};
