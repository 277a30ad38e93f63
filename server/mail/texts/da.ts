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
    reactivate: {
      subject: 'Din konto hos {site} bliver slettet',
      intro: 'Din konto hos {site} er deaktiveret og bliver slettet endeligt om {days} dage. Har du fortrudt? Genaktivér den med knappen nedenfor.',
      button: 'Genaktivér min konto',
      validity: 'Linket er gyldigt i {days} dage.',
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
