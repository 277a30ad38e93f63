import type { MailTexts } from './types.ts';

export const sv: MailTexts = {
  greeting: 'Hej {name},',
  kinds: {
    activate: {
      subject: 'Bekräfta din e-postadress hos {site}',
      intro: 'Välkommen till {site}! Bekräfta din e-postadress så att andra medlemmar kan svara dig.',
      button: 'Bekräfta e-postadress',
      validity: 'Länken är giltig i {days} dagar.',
    },
    reset: {
      subject: 'Återställ ditt lösenord hos {site}',
      intro: 'Vi har fått en begäran om att återställa lösenordet till ditt konto hos {site}. Välj ett nytt lösenord med knappen nedan.',
      button: 'Välj ett nytt lösenord',
      validity: 'Länken är giltig i 2 timmar.',
    },
    mailChange: {
      subject: 'Bekräfta din nya e-postadress hos {site}',
      intro: 'Du har bett om att använda den här adressen för ditt konto hos {site}. Bekräfta den med knappen nedan.',
      button: 'Bekräfta ny e-postadress',
      validity: 'Länken är giltig i {days} dagar.',
    },
    mailChanged: {
      subject: 'E-postadressen till ditt {site}-konto har ändrats',
      intro: 'E-postadressen till ditt {site}-konto har precis ändrats till en annan adress, och alla andra enheter har loggats ut. Om det var du behöver du inte göra något mer. Om inte, skriv genast till vår support så att vi kan skydda ditt konto.',
      button: 'Kontakta support',
      validity: '',
      footer: 'Av säkerhetsskäl skickar vi det här meddelandet till din tidigare adress.',
    },
    reactivate: {
      subject: 'Ditt konto hos {site} kommer att raderas',
      intro: 'Ditt konto hos {site} har inaktiverats och raderas för gott om {days} dagar. Har du ångrat dig? Återaktivera det med knappen nedan.',
      button: 'Återaktivera mitt konto',
      validity: 'Länken är giltig i {days} dagar.',
    },
    dataExport: {
      subject: 'Dina data från {site} är klara att ladda ned',
      intro: 'Kopian av dina personuppgifter som du bad om på {site} är klar. Logga in och ladda ned den på din inställningssida; för din säkerhet fungerar nedladdningen bara när du är inloggad.',
      button: 'Ladda ned mina data',
      validity: 'Nedladdningen finns tillgänglig i {days} dagar, sedan raderas den.',
    },
  },
  linkFallback: 'Eller kopiera den här länken till din webbläsare:',
  ignore: 'Om du inte har bett om detta kan du bortse från det här mejlet.',
  unsubscribe: 'Avregistrera dig från e-post',
  sentBy: 'Det här mejlet skickades av {site}.',
  unsubscribePage: {
    question: "Sluta få e-post från {site}?",
    button: "Avregistrera",
    done: "Du får inte längre e-post från {site}.",
    invalid: "Den här avregistreringslänken är ogiltig.",
    reenable: "Du kan slå på e-post igen när som helst på sidan för aviseringar i ditt konto.",
  },
};
