import type { MailTexts } from './types.ts';

export const nl: MailTexts = {
  greeting: 'Hoi {name},',
  kinds: {
    activate: {
      subject: 'Bevestig je e-mailadres bij {site}',
      intro: 'Welkom bij {site}! Bevestig je e-mailadres, zodat andere leden je kunnen antwoorden.',
      button: 'E-mailadres bevestigen',
      validity: 'Deze link is {days} dagen geldig.',
    },
    reset: {
      subject: 'Stel je wachtwoord bij {site} opnieuw in',
      intro: 'We hebben een verzoek ontvangen om het wachtwoord van je account bij {site} opnieuw in te stellen. Kies een nieuw wachtwoord met de knop hieronder.',
      button: 'Nieuw wachtwoord kiezen',
      validity: 'Deze link is 2 uur geldig.',
    },
    mailChange: {
      subject: 'Bevestig je nieuwe e-mailadres bij {site}',
      intro: 'Je hebt gevraagd dit adres te gebruiken voor je account bij {site}. Bevestig het met de knop hieronder.',
      button: 'Nieuw e-mailadres bevestigen',
      validity: 'Deze link is {days} dagen geldig.',
    },
    mailChanged: {
      subject: 'Het e-mailadres van je {site}-account is gewijzigd',
      intro: 'Het e-mailadres van je {site}-account is zojuist gewijzigd in een ander adres, en alle andere apparaten zijn uitgelogd. Was jij dit, dan hoef je niets meer te doen. Zo niet, schrijf dan meteen naar onze klantenservice zodat we je account kunnen beveiligen.',
      button: 'Contact opnemen met support',
      validity: '',
      footer: 'Voor je veiligheid sturen we dit bericht naar je vorige adres.',
    },
    reactivate: {
      subject: 'Je account bij {site} wordt verwijderd',
      intro: 'Je account bij {site} is gedeactiveerd en wordt over {days} dagen definitief verwijderd. Bedacht? Activeer het opnieuw met de knop hieronder.',
      button: 'Mijn account heractiveren',
      validity: 'Deze link is {days} dagen geldig.',
    },
    dataExport: {
      subject: 'Je gegevens bij {site} staan klaar om te downloaden',
      intro: 'De kopie van je persoonsgegevens die je bij {site} hebt aangevraagd, is klaar. Log in en download hem op je instellingenpagina; voor je veiligheid werkt de download alleen zolang je bent ingelogd.',
      button: 'Mijn gegevens downloaden',
      validity: 'De download is {days} dagen beschikbaar, daarna wordt hij verwijderd.',
    },
  },
  linkFallback: 'Of kopieer deze link in je browser:',
  ignore: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren.',
  unsubscribe: 'Afmelden voor e-mails',
  sentBy: 'Deze e-mail is verstuurd door {site}.',
  unsubscribePage: {
    question: "Geen e-mails meer van {site}?",
    button: "Afmelden",
    done: "Je ontvangt geen e-mails meer van {site}.",
    invalid: "Deze afmeldlink is ongeldig.",
    reenable: "Je kunt e-mails altijd weer aanzetten op de meldingenpagina van je account.",
  },
};
