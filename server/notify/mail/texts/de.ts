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
    mailChanged: {
      subject: 'Die E-Mail-Adresse deines Kontos bei {site} wurde geändert',
      intro: 'Die E-Mail-Adresse deines Kontos bei {site} wurde gerade auf eine andere Adresse geändert, und alle anderen Geräte wurden abgemeldet. Wenn du das warst, musst du nichts weiter tun. Wenn nicht, schreib sofort unserem Support, damit wir dein Konto sichern können.',
      button: 'Support kontaktieren',
      validity: '',
      footer: 'Zu deiner Sicherheit senden wir diesen Hinweis an deine bisherige Adresse.',
    },
    reactivate: {
      subject: 'Dein Konto bei {site} wird gelöscht',
      intro: 'Dein Konto bei {site} wurde deaktiviert und wird in {days} Tagen endgültig gelöscht. Du hast es dir anders überlegt? Reaktiviere es mit dem Button unten.',
      button: 'Mein Konto reaktivieren',
      validity: 'Dieser Link ist {days} Tage gültig.',
    },
    dataExport: {
      subject: 'Deine Daten bei {site} stehen zum Download bereit',
      intro: 'Die Kopie deiner persönlichen Daten, die du bei {site} angefordert hast, ist fertig. Melde dich an und lade sie auf deiner Einstellungsseite herunter; zu deiner Sicherheit funktioniert der Download nur, solange du angemeldet bist.',
      button: 'Meine Daten herunterladen',
      validity: 'Der Download steht {days} Tage lang bereit, danach wird er gelöscht.',
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
