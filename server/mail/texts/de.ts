import type { MailTexts } from './types.ts';

export const de: MailTexts = {
  greeting: 'Hallo {name},',
  kinds: {
    activate: {
      subject: 'Bestätige deine E-Mail-Adresse bei {site}',
      intro: 'Willkommen bei {site}! Bitte bestätige deine E-Mail-Adresse, damit andere Mitglieder dir antworten können.',
      button: 'E-Mail-Adresse bestätigen',
      validity: 'Dieser Link ist {days} Tage gültig.',
    },
    reset: {
      subject: 'Setze dein Passwort bei {site} zurück',
      intro: 'Wir haben eine Anfrage erhalten, das Passwort deines Kontos bei {site} zurückzusetzen. Wähle mit dem Button unten ein neues Passwort.',
      button: 'Neues Passwort wählen',
      validity: 'Dieser Link ist 2 Stunden gültig.',
    },
    mailChange: {
      subject: 'Bestätige deine neue E-Mail-Adresse bei {site}',
      intro: 'Du möchtest diese Adresse für dein Konto bei {site} verwenden. Bestätige sie mit dem Button unten.',
      button: 'Neue E-Mail-Adresse bestätigen',
      validity: 'Dieser Link ist {days} Tage gültig.',
    },
    reactivate: {
      subject: 'Dein Konto bei {site} wird gelöscht',
      intro: 'Dein Konto bei {site} wurde deaktiviert und wird in {days} Tagen endgültig gelöscht. Du hast es dir anders überlegt? Reaktiviere es mit dem Button unten.',
      button: 'Mein Konto reaktivieren',
      validity: 'Dieser Link ist {days} Tage gültig.',
    },
  },
  linkFallback: 'Oder kopiere diesen Link in deinen Browser:',
  ignore: 'Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
  unsubscribe: 'E-Mails abbestellen',
  sentBy: 'Diese E-Mail wurde von {site} gesendet.',
  unsubscribePage: {
    question: "Keine E-Mails mehr von {site}?",
    button: "Abbestellen",
    done: "Du erhältst keine E-Mails mehr von {site}.",
    invalid: "Dieser Abmeldelink ist ungültig.",
    reenable: "Du kannst E-Mails jederzeit auf der Benachrichtigungsseite deines Kontos wieder einschalten.",
  },
};
