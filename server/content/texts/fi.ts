import type { ContentTexts } from './types.ts';

export const fi: ContentTexts = {
  pages: {
    accessibility: {
      title: 'Saavutettavuus',
      sections: [
        ['Tavoitteemme', '{site} pyrkii täyttämään verkkosisällön saavutettavuusohjeiden (WCAG) 2.1 AA-tason puhelimilla ja tietokoneilla. Tarkistamme jokaisen näkymän automaattisilla testeillä ja näppäimistöllä.'],
        ['Mitä voit tehdä', 'Käyttää koko sivustoa pelkällä näppäimistöllä: kohdistus näkyy aina ja siirtyy jokaisen uuden näkymän otsikkoon. Käyttää ruudunlukijaa: painikkeilla, linkeillä ja kuvilla on nimet, ja avoimen keskustelun uudet viestit sekä ilmoitukset luetaan ääneen. Suurentaa tekstin 200 %:iin ilman että sisältöä katoaa. Ottaa laitteessasi käyttöön liikkeen vähentämisen, jolloin animaatiot poistuvat. Tykätä tai ohittaa pyyhkäisypelissä painikkeilla tai nuolinäppäimillä vetämisen sijaan.'],
        ['Tunnetut rajoitukset', 'Jäsenten lataamia kuvia kuvataan vain jäsenen nimellä. Maksupalveluntarjoajien maksusivut eivät ole hallinnassamme.'],
        ['Ilmoita esteestä', 'Jos jokin {site}-palvelun osa on sinulle vaikea tai mahdoton käyttää, kerro siitä osoitteeseen {support_email} tai numeroon {support_phone}: mikä sivu ja mitä tapahtui. Vastaamme viiden arkipäivän kuluessa ja kerromme, miten ja milloin korjaamme asian.'],
      ],
    },
    terms: {
      title: 'Käyttöehdot',
      sections: [
        ['1. Keitä olemme', 'Palvelua {site} ({domain}) ylläpitää {company}, {address}, {city}, {country}, rekisterinumero {registration}, ALV-numero {vat}. {company} toimii myös nimillä {tradenames}. Nämä ehdot koskevat kaikkea palvelun {site} käyttöä.'],
        ['2. Jäsenyys', 'Palvelun {site} käyttäjän on oltava vähintään 18-vuotias. Luot yhden tilin todenmukaisilla tiedoilla etkä kerro salasanaasi muille. Vastaat kaikesta, mitä tililläsi tehdään.', 'Jäsenyys on maksuton. Maksuttomat jäsenet voivat aloittaa enintään {free_conversations} keskustelua ja ladata enintään 3 kuvaa; premium-jäsenet enintään 25 kuvaa.'],
        ['3. Krediitit ja maksut', 'Viesti maksaa {message_credits} krediittiä, kuva keskustelussa {photo_credits} krediittiä ja lahja {gift_credits} krediittiä. Krediittejä ostetaan paketteina hinnoin, jotka krediittikauppa näyttää ennen maksua. Minkä tahansa paketin ostaminen tekee sinusta premium-jäsenen.', 'Krediiteillä ei ole rahallista arvoa, niitä ei voi siirtää, ja ne käytetään ostojärjestyksessä.'],
        ['4. Kuvitteelliset profiilit', '{fictional_warning} Kuvitteelliset profiilit on merkitty jokaiseen korttiin ja profiilisivulle, joten tunnistat ne yhdellä silmäyksellä.'],
        ['5. Käyttäytymisesi', 'Ole kunnioittava. Älä julkaise sisältöä, joka on laitonta, esittää alaikäisiä, on väkivaltaista tai vihamielistä, loukkaa muiden oikeuksia tai mainostaa muita palveluja. Älä pyydä muilta jäseniltä rahaa. Voimme poistaa sisältöä ja estää tilejä, jotka rikkovat näitä sääntöjä (katso pääsykieltosivu).'],
        ['6. Peruutus ja hyvitykset', 'Voit perua ostoksen {refund_days} päivän kuluessa palautuskäytäntömme mukaisesti. Jo käytettyjä krediittejä ei hyvitetä.'],
        ['7. Jäsenyyden päättyminen', 'Voit poistaa tilisi milloin tahansa asetuksista. Tilin voi aktivoida uudelleen {reactivation_days} päivän kuluessa sähköpostitse lähettämämme linkin kautta; sen jälkeen tietosi poistetaan.'],
        ['8. Vastuu', 'Tarjoamme palvelun {site} sellaisenaan ja teemme parhaamme, jotta se pysyy käytettävissä ja turvallisena. Emme vastaa siitä, mitä jäsenet kirjoittavat tai tekevät, emmekä jäsenten tapaamisista, paitsi jos laki ei salli tätä rajoitusta.'],
        ['9. Muutokset ja sovellettava laki', 'Nämä ehdot ovat voimassa {terms_version} alkaen. Kun muutamme niitä, pyydämme sinua hyväksymään uuden version seuraavan kirjautumisen yhteydessä. Sovelletaan Alankomaiden lakia; toimivaltainen on tuomioistuin paikkakunnalla {city}, asuinmaasi pakottavaa suojaa rajoittamatta.'],
      ],
    },
    privacy: {
      title: 'Tietosuojaseloste',
      sections: [
        ['Rekisterinpitäjä', '{company}, {address}, {city}, {country} (rekisterinumero {registration}) on palvelun {site} kautta käsiteltävien henkilötietojen rekisterinpitäjä. Kysymykset: {support_email}.'],
        ['Mitä keräämme', 'Antamasi tiedot (sähköpostiosoite, käyttäjänimi, syntymäaika, sukupuoli, ketä etsit, sijainti, kuvat ja profiiliteksti), viestisi, tykkäyksesi ja ostoksesi sekä tekniset tiedot, kuten IP-osoitteesi, selaimesi ja vierailemasi sivut.'],
        ['Miksi käytämme niitä', 'Tilisi ylläpitoon ja profiilisi näyttämiseen muille jäsenille, viestien ja ilmoitusten toimittamiseen, maksujen käsittelyyn, petosten ja väärinkäytösten estämiseen, lakisääteisten velvoitteiden täyttämiseen ja suostumuksellasi tarjousten lähettämiseen. Käsittelyperusteet ovat sopimus kanssasi, oikeutettu etumme, lakisääteiset velvoitteet ja suostumuksesi.'],
        ['Kuka saa tiedot', 'Muut jäsenet näkevät julkisen profiilisi. Maksu-, ylläpito- ja sähköpostipalvelujen tarjoajat käsittelevät tietoja puolestamme henkilötietojen käsittelysopimuksen perusteella. Emme koskaan myy tietojasi.'],
        ['Kuinka kauan säilytämme niitä', 'Niin kauan kuin tilisi on olemassa. Tilin poistamisen jälkeen poistamme tietosi, kun {reactivation_days} päivän uudelleenaktivointiaika on päättynyt, lukuun ottamatta tietoja, jotka lain mukaan on säilytettävä (kuten laskut).'],
        ['Oikeutesi', 'Voit pyytää pääsyä tietoihisi, niiden oikaisemista, poistamista, käsittelyn rajoittamista ja siirtämistä sekä vastustaa niiden käyttöä. Kirjoita osoitteeseen {support_email}. Voit myös tehdä valituksen tietosuojavaltuutetulle.'],
      ],
    },
    cookies: {
      title: 'Evästekäytäntö',
      sections: [
        ['Mitä evästeet ovat', 'Evästeet ovat pieniä tiedostoja, jotka verkkosivusto tallentaa selaimeesi. {site} tallentaa myös tietoja selaimeesi (IndexedDB), jotta sovellus on nopea ja toimii ilman verkkoyhteyttä.'],
        ['Käyttämämme evästeet', 'Istuntoeväste pitää sinut kirjautuneena (30 päivää). Kieleväste muistaa kielesi (365 päivää). Muistamme, oletko sulkenut sivustolle tulon varoituksen. Nämä evästeet ovat välttämättömiä eivätkä vaadi suostumusta.'],
        ['Ei kolmansien osapuolten seurantaa', 'Emme käytä kolmansien osapuolten mainos- tai seurantaevästeitä. Jos tulet kumppanin linkin kautta, muistamme viittauksen vain tämän käynnin ajan kumppanin palkitsemiseksi.'],
        ['Valintasi', 'Voit poistaa evästeet selaimestasi milloin tahansa; sinut kirjataan silloin ulos. Uloskirjautuminen poistaa tilisi tiedot tästä selaimesta.'],
      ],
    },
    ban: {
      title: 'Pääsykielto',
      sections: [
        ['Milloin estämme pääsyn', 'Estämme tilin, sähköpostiosoitteen tai maksuvälineen palvelusta {site}, kun sitä käytetään petokseen, häirintään, roskapostiin, mainontaan, rahan pyytämiseen jäseniltä tai alaikäisiä esittävään sisältöön, tai kun jäsen on alle 18-vuotias.'],
        ['Mitä esto tarkoittaa', 'Estetty jäsen ei voi enää kirjautua sisään eikä luoda uutta tiliä. Petoksen vuoksi estetyn tilin krediitit menetetään; muuten käyttämättömät krediitit hyvitetään palautuskäytäntömme mukaisesti.'],
        ['Jäsenen ilmiantaminen', 'Käytä ilmoituspainiketta profiilissa tai keskustelussa tai kirjoita osoitteeseen {support_email}. Käsittelemme jokaisen ilmoituksen, yleensä yhden arkipäivän kuluessa.'],
        ['Eston vastustaminen', 'Jos uskot, että tilisi on estetty virheellisesti, kirjoita osoitteeseen {support_email} ja kerro käyttäjänimesi. Vastaamme 14 päivän kuluessa.'],
      ],
    },
    faq: {
      title: 'Usein kysytyt kysymykset',
      sections: [
        ['Onko rekisteröityminen maksutonta?', 'Kyllä. Tilin luominen, hakeminen, profiilien katselu ja jäsenistä tykkääminen on maksutonta.'],
        ['Paljonko keskusteleminen maksaa?', 'Viesti maksaa {message_credits} krediittiä, kuva keskustelussa {photo_credits} krediittiä ja lahja {gift_credits} krediittiä. Krediittejä myydään paketteina, esimerkiksi {bundle}.'],
        ['Mikä on premium-jäsenyys?', 'Ensimmäinen krediittiostoksesi tekee sinusta premium-jäsenen: näet kaikki kuvat, voit ladata enintään 25 kuvaa ja aloittaa niin monta keskustelua kuin haluat. Premium säilyy, vaikka krediitit loppuisivat.'],
        ['Ovatko kaikki profiilit aitoja?', '{fictional_warning}'],
        ['Miksi minun on vahvistettava sähköpostiosoitteeni?', 'Jotta muut jäsenet tietävät, että olet aito: ennen vahvistusta jäsenet eivät voi vastata sinulle.'],
        ['Miten poistan tilini?', 'Asetuksista. Voit aktivoida sen uudelleen {reactivation_days} päivän kuluessa sähköpostitse lähettämällämme linkillä.'],
        ['Miten tavoitan asiakaspalvelun?', 'Sähköpostitse osoitteesta {support_email} tai puhelimitse numerosta {support_phone}.'],
      ],
    },
    service: {
      title: 'Asiakaspalvelu',
      sections: [
        ['Autamme mielellämme', 'Kysyttävää tilistäsi, maksusta tai toisesta jäsenestä? Tiimimme vastaa joka päivä.'],
        ['Sähköposti', '{support_email} – vastaamme yhden arkipäivän kuluessa.'],
        ['Puhelin', '{support_phone}, maanantaista perjantaihin klo 9.00–17.00 (CET).'],
        ['Postiosoite', '{company}, {address}, {city}, {country}. Rekisterinumero {registration}, ALV-numero {vat}.'],
      ],
    },
    'return-policy': {
      title: 'Palautuskäytäntö',
      sections: [
        ['Peruuttamisoikeus', 'Voit perua krediittiostoksen {refund_days} päivän kuluessa ilmoittamatta syytä. Kirjoita osoitteeseen {support_email} ja kerro käyttäjänimesi ja ostopäivä.'],
        ['Mitä hyvitetään', 'Hyvitämme käyttämättömien krediittien hinnan 14 päivän kuluessa pyynnöstäsi samalle maksuvälineelle, jota käytit. Viesteihin, kuviin tai lahjoihin jo käytettyjä krediittejä ei hyvitetä, koska palvelu on toimitettu pyynnöstäsi.'],
        ['Epäonnistuneet tai kahdesti veloitetut maksut', 'Kahdesti veloitettu maksu tai maksu, josta et saanut krediittejä, hyvitetään aina kokonaan, myös {refund_days} päivän jälkeen.'],
      ],
    },
    '2257': {
      title: '18 U.S.C. 2257 – selvitys tallennusvaatimusten noudattamisesta',
      sections: [
        ['Selvitys', 'Kaikki henkilöt, jotka esiintyvät palvelun {site} kuvissa, olivat vähintään 18-vuotiaita kuvan ottamishetkellä.'],
        ['Jäsenten sisältö', 'Jäsenten lataamat kuvat julkaisevat jäsenet itse. {company} ei ole tämän sisällön ensisijainen tuottaja. Jäsenet vahvistavat rekisteröityessään olevansa vähintään 18-vuotiaita ja omistavansa kuviensa oikeudet.'],
        ['Tallenteiden säilyttäjä', 'Säädöksen 18 U.S.C. 2257 edellyttämiä tallenteita säilyttää tallenteiden säilyttäjä osoitteessa {company}, {address}, {city}, {country}.'],
      ],
    },
  },
  audience: {
    1: 'sinkkuja',
    2: 'naisia, jotka rakastavat naisia',
    3: 'rohkeita sinkkuja',
    4: 'muodokkaita sinkkuja',
    5: 'kypsiä naisia',
    6: 'kypsiä naisia',
    7: 'homomiehiä',
  },
  landers: {
    tinderswipe: { headline: 'Pyyhkäise oikealle: {audience} lähelläsi', subline: 'Tykkää profiilista ja katso, kuka tykkää sinusta takaisin.', points: ['Maksuton liittyminen', 'Osumia minuuteissa', 'Yksityinen ja hienovarainen'] },
    alonetonight: { headline: 'Yksin tänä iltana?', subline: 'Lähelläsi on juuri nyt verkossa {audience}, jotka etsivät seuraa.', points: ['Verkossa nyt', 'Juttele tänä iltana', 'Ei sitoumuksia'] },
    collagelanding: { headline: 'Tuhannet {audience} odottavat sinua', subline: 'Aitoja kuvia, aitoja keskusteluja – liity maksutta.', points: ['Uusia jäseniä joka päivä', 'Kuvia tykättäväksi', 'Keskustele sekunneissa'] },
    gallery: { headline: 'Löydä {audience} läheltäsi', subline: 'Katsele, tykkää kenestä pidät ja aloita keskustelu.', points: ['Uusia profiileja päivittäin', 'Hae iän ja alueen mukaan', 'Selaa maksutta'] },
    iconslanding: { headline: 'Tapaa {audience} helposti', subline: 'Kaikki, mitä tarvitset osuman löytämiseen, yhdessä sovelluksessa.', points: ['Tykkää ja saa osumia', 'Keskustele ja lähetä kuvia', 'Asenna puhelimeesi'] },
    maplanding: { headline: '{audience} lähellä: {place}', subline: 'Katso, kuka on lähelläsi, ja sano hei.', points: ['Jäseniä alueellasi', 'Tapaa lähellä', 'Turvallinen ja hienovarainen'] },
    socialnetwork: { headline: 'Sosiaalinen verkosto, jossa on {audience}', subline: 'Katso, mitä jäsenet jakavat, tykkää profiileista ja aloita keskustelu.', points: ['Vilkas yhteisö', 'Tykkäyksiä ja osumia', 'Yksityisviestit'] },
    transitionsvideolanding: { headline: 'Seuraavat treffisi ovat yhden klikkauksen päässä', subline: 'Tapaa {audience}, jotka ovat verkossa juuri nyt.', points: ['Maksuton rekisteröityminen', 'Aitoja jäseniä', 'Keskustele heti'] },
    video: { headline: 'Katso, kuka odottaa sinua', subline: 'Tapaa {audience} läheltäsi ja aloita keskustelu jo tänään.', points: ['Maksuton rekisteröityminen', 'Verkossa nyt', 'Yksityinen ja hienovarainen'] },
    landing: { headline: '{name} odottaa viestiäsi', subline: 'Luo maksuton tili minuutissa ja kirjoita jäsenelle {name}.', points: ['Maksuton rekisteröityminen', 'Viestisi lähtee heti, kun vahvistat sähköpostisi', 'Yksityinen ja hienovarainen'] },
    landing2: { headline: '{name} haluaa tavata sinut', subline: '{name} ({place}) on verkossa. Sano hei ennen kuin joku muu ehtii.', points: ['Maksuton rekisteröityminen', 'Keskustele heti', 'Yksityinen ja hienovarainen'] },
    landing3: { headline: 'Sano hei jäsenelle {name}', subline: 'Kirjoita ensimmäinen viestisi ja rekisteröidy maksutta.', points: ['Minuutti liittymiseen', 'Aitoja jäseniä', 'Turvallinen ja hienovarainen'] },
  },
  cta: 'Liity maksutta',
  ctaMember: 'Kirjoita jäsenelle {name}',
  socialProof: '{count} jäsentä verkossa lähellä: {place}',
  bundle: '{credits} krediittiä hintaan {price}',
  nearYou: 'sinua',
  termsVersion: 'Versio {date}',
  home: { intro: 'Tapaa uusia ihmisiä, tykkää, saa osumia ja keskustele.', browse: 'Selaa jäseniä', login: 'Kirjaudu sisään' },
  entryWarning: { title: 'Vain aikuisille', text: '{site} sisältää aikuisille tarkoitettua sisältöä. Siirtymällä sivustolle vahvistat olevasi vähintään 18-vuotias ja hyväksyväsi käyttöehtomme.', enter: 'Siirry sivustolle', leave: 'Poistu' },
  footer: {
    adults: 'Tämä sivusto on tarkoitettu vain 18 vuotta täyttäneille aikuisille.',
    rights: '© {year} {site}. Kaikki oikeudet pidätetään.',
    us2257: '18 U.S.C. 2257 – selvitys tallennusvaatimusten noudattamisesta: kaikki tällä sivustolla kuvatut henkilöt olivat vähintään 18-vuotiaita kuvaushetkellä.',
    readStatement: 'Lue koko selvitys',
    registration: 'Rekisterinumero: {registration}',
  },
};
