import type { MailTexts } from './types.ts';

export const da: MailTexts = {
  greeting: 'Hej {name},',
  kinds: {
    activate: {
      subject: 'Bekræft din e-mailadresse hos {site}',
      intro: 'Velkommen til {site}! Bekræft venligst din e-mailadresse, så andre medlemmer kan svare dig.',
      button: 'Bekræft e-mailadresse',
      validity: 'Linket er gyldigt i {days} dage.',
    },
    reset: {
      subject: 'Nulstil din adgangskode hos {site}',
      intro: 'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto hos {site}. Vælg en ny adgangskode med knappen nedenfor.',
      button: 'Vælg en ny adgangskode',
      validity: 'Linket er gyldigt i 2 timer.',
    },
    mailChange: {
      subject: 'Bekræft din nye e-mailadresse hos {site}',
      intro: 'Du har bedt om at bruge denne adresse til din konto hos {site}. Bekræft den med knappen nedenfor.',
      button: 'Bekræft ny e-mailadresse',
      validity: 'Linket er gyldigt i {days} dage.',
    },
    mailChanged: {
      subject: 'E-mailadressen på din {site}-konto er blevet ændret',
      intro: 'E-mailadressen på din {site}-konto er netop blevet ændret til en anden adresse, og alle andre enheder er blevet logget ud. Hvis det var dig, behøver du ikke gøre mere. Hvis ikke, så skriv straks til vores support, så vi kan sikre din konto.',
      button: 'Kontakt support',
      validity: '',
      footer: 'Vi sender denne besked til din tidligere adresse for din sikkerheds skyld.',
    },
    reactivate: {
      subject: 'Din konto hos {site} bliver slettet',
      intro: 'Din konto hos {site} er deaktiveret og bliver slettet endeligt om {days} dage. Har du fortrudt? Genaktivér den med knappen nedenfor.',
      button: 'Genaktivér min konto',
      validity: 'Linket er gyldigt i {days} dage.',
    },
    dataExport: {
      subject: 'Dine data fra {site} er klar til download',
      intro: 'Kopien af dine personlige data, som du bad om på {site}, er klar. Log ind og download den på din indstillingsside; af hensyn til din sikkerhed virker downloadet kun, mens du er logget ind.',
      button: 'Download mine data',
      validity: 'Downloadet er tilgængeligt i {days} dage, derefter slettes det.',
    },
  },
  linkFallback: 'Eller kopiér dette link ind i din browser:',
  ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail.',
  unsubscribe: 'Afmeld e-mails',
  sentBy: 'Denne e-mail er sendt af {site}.',
  unsubscribePage: {
    question: "Stop e-mails fra {site}?",
    button: "Afmeld",
    done: "Du modtager ikke længere e-mails fra {site}.",
    invalid: "Dette afmeldingslink er ugyldigt.",
    reenable: "Du kan til enhver tid slå e-mails til igen på siden med notifikationer i din konto.",
  },
};
