import type { MailTexts } from './types.ts';

export const fi: MailTexts = {
  greeting: 'Hei {name},',
  kinds: {
    activate: {
      subject: 'Vahvista sähköpostiosoitteesi palvelussa {site}',
      intro: 'Tervetuloa palveluun {site}! Vahvista sähköpostiosoitteesi, jotta muut jäsenet voivat vastata sinulle.',
      button: 'Vahvista sähköpostiosoite',
      validity: 'Linkki on voimassa {days} päivää.',
    },
    reset: {
      subject: 'Vaihda salasanasi palvelussa {site}',
      intro: 'Saimme pyynnön vaihtaa {site}-tilisi salasanan. Valitse uusi salasana alla olevalla painikkeella.',
      button: 'Valitse uusi salasana',
      validity: 'Linkki on voimassa 2 tuntia.',
    },
    mailChange: {
      subject: 'Vahvista uusi sähköpostiosoitteesi palvelussa {site}',
      intro: 'Pyysit käyttämään tätä osoitetta {site}-tililläsi. Vahvista se alla olevalla painikkeella.',
      button: 'Vahvista uusi sähköpostiosoite',
      validity: 'Linkki on voimassa {days} päivää.',
    },
    mailChanged: {
      subject: '{site}-tilisi sähköpostiosoite on vaihdettu',
      intro: '{site}-tilisi sähköpostiosoite vaihdettiin juuri toiseen osoitteeseen, ja kaikki muut laitteet kirjattiin ulos. Jos teit tämän itse, sinun ei tarvitse tehdä mitään. Jos et, kirjoita heti tukeemme, jotta voimme suojata tilisi.',
      button: 'Ota yhteyttä tukeen',
      validity: '',
      footer: 'Lähetämme tämän ilmoituksen turvallisuutesi vuoksi aiempaan osoitteeseesi.',
    },
    reactivate: {
      subject: '{site}-tilisi poistetaan',
      intro: '{site}-tilisi on poistettu käytöstä, ja se poistetaan lopullisesti {days} päivän kuluttua. Muutitko mielesi? Aktivoi tili uudelleen alla olevalla painikkeella.',
      button: 'Aktivoi tilini uudelleen',
      validity: 'Linkki on voimassa {days} päivää.',
    },
    dataExport: {
      subject: '{site}-tietosi ovat valmiina ladattaviksi',
      intro: 'Pyytämäsi kopio henkilötiedoistasi palvelussa {site} on valmis. Kirjaudu sisään ja lataa se asetussivultasi; turvallisuutesi vuoksi lataus toimii vain, kun olet kirjautuneena.',
      button: 'Lataa tietoni',
      validity: 'Lataus on saatavilla {days} päivän ajan, sen jälkeen se poistetaan.',
    },
  },
  linkFallback: 'Tai kopioi tämä linkki selaimeesi:',
  ignore: 'Jos et pyytänyt tätä, voit jättää tämän viestin huomiotta.',
  unsubscribe: 'Peru sähköpostit',
  sentBy: 'Tämän viestin lähetti {site}.',
  unsubscribePage: {
    question: "Lopetetaanko sähköpostit palvelusta {site}?",
    button: "Peru tilaus",
    done: "Et saa enää sähköposteja palvelusta {site}.",
    invalid: "Tämä peruutuslinkki ei kelpaa.",
    reenable: "Voit ottaa sähköpostit takaisin käyttöön milloin tahansa tilisi ilmoitussivulla.",
  },
};
