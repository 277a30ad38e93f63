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
    reactivate: {
      subject: 'Ditt konto hos {site} kommer att raderas',
      intro: 'Ditt konto hos {site} har inaktiverats och raderas för gott om {days} dagar. Har du ångrat dig? Återaktivera det med knappen nedan.',
      button: 'Återaktivera mitt konto',
      validity: 'Länken är giltig i {days} dagar.',
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
