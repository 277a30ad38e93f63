import type { ContentTexts } from './types.ts';

export const nl: ContentTexts = {
  pages: {
    accessibility: {
      title: 'Toegankelijkheid',
      sections: [
        ['Ons doel', '{site} streeft ernaar te voldoen aan de Web Content Accessibility Guidelines (WCAG) 2.1 op niveau AA, op telefoons en computers. We controleren elk scherm met automatische tests en met het toetsenbord.'],
        ['Wat je kunt doen', 'De hele site met alleen het toetsenbord gebruiken: de focus is altijd zichtbaar en gaat naar de kop van elk nieuw scherm. Een schermlezer gebruiken: knoppen, links en foto’s hebben een naam, en nieuwe berichten in een geopend gesprek en meldingen worden voorgelezen. Tekst vergroten tot 200 % zonder inhoud te verliezen. Op je apparaat ‘beweging beperken’ aanzetten om animaties uit te schakelen. In het swipespel liken of overslaan met knoppen of de pijltjestoetsen in plaats van te slepen.'],
        ['Bekende beperkingen', 'Foto’s die leden uploaden, worden alleen beschreven met de naam van het lid. De betaalpagina’s van betaalproviders vallen buiten onze invloed.'],
        ['Een drempel melden', 'Is een deel van {site} voor jou moeilijk of niet te gebruiken? Laat het ons weten via {support_email} of {support_phone}: welke pagina, en wat er gebeurde. We antwoorden binnen vijf werkdagen en laten je weten hoe en wanneer we het oplossen.'],
      ],
    },
    terms: {
      title: 'Algemene voorwaarden',
      sections: [
        ['1. Wie wij zijn', '{site} ({domain}) wordt geëxploiteerd door {company}, {address}, {city}, {country}, registratienummer {registration}, btw-nummer {vat}. {company} handelt ook onder de namen {tradenames}. Deze voorwaarden gelden voor elk gebruik van {site}.'],
        ['2. Lidmaatschap', 'Je moet minstens 18 jaar oud zijn om {site} te gebruiken. Je maakt één account aan met juiste gegevens en houdt je wachtwoord voor jezelf. Je bent verantwoordelijk voor alles wat met je account gebeurt.', 'Het lidmaatschap is gratis. Gratis leden kunnen tot {free_conversations} gesprekken beginnen en tot 3 foto’s uploaden; premiumleden tot 25 foto’s.'],
        ['3. Credits en betalingen', 'Een bericht kost {message_credits} credits, een foto in een chat {photo_credits} credits en een cadeau {gift_credits} credits. Credits koop je in bundels tegen de prijzen die de creditshop toont voordat je betaalt. Met de aankoop van een bundel word je premiumlid.', 'Credits hebben geen geldwaarde, zijn niet overdraagbaar en worden verbruikt in de volgorde waarin ze zijn gekocht.'],
        ['4. Fictieve profielen', '{fictional_warning} Fictieve profielen zijn op elke kaart en profielpagina gemarkeerd, zodat je ze in één oogopslag herkent.'],
        ['5. Jouw gedrag', 'Wees respectvol. Plaats geen inhoud die illegaal is, minderjarigen toont, gewelddadig of hatelijk is, de rechten van anderen schendt of reclame maakt voor andere diensten. Vraag andere leden niet om geld. Wij kunnen inhoud verwijderen en accounts blokkeren die deze regels overtreden (zie de pagina toegangsverbod).'],
        ['6. Herroeping en terugbetaling', 'Je kunt een aankoop binnen {refund_days} dagen herroepen zoals beschreven in ons retourbeleid. Reeds gebruikte credits worden niet terugbetaald.'],
        ['7. Einde van je lidmaatschap', 'Je kunt je account op elk moment verwijderen in je instellingen. Via de link die we je e-mailen kun je het binnen {reactivation_days} dagen heractiveren; daarna worden je gegevens gewist.'],
        ['8. Aansprakelijkheid', 'Wij bieden {site} aan zoals het is en doen ons best om het beschikbaar en veilig te houden. Wij zijn niet aansprakelijk voor wat leden schrijven of doen, noch voor ontmoetingen tussen leden, behalve waar de wet deze beperking niet toestaat.'],
        ['9. Wijzigingen en toepasselijk recht', 'Deze voorwaarden gelden vanaf {terms_version}. Als we ze wijzigen, vragen we je de nieuwe versie te accepteren wanneer je weer inlogt. Nederlands recht is van toepassing; de rechter in {city} is bevoegd, onverminderd de dwingende bescherming van je woonland.'],
      ],
    },
    privacy: {
      title: 'Privacybeleid',
      sections: [
        ['Verwerkingsverantwoordelijke', '{company}, {address}, {city}, {country} (registratienummer {registration}) is verantwoordelijk voor de persoonsgegevens die via {site} worden verwerkt. Vragen: {support_email}.'],
        ['Wat we verzamelen', 'De gegevens die je ons geeft (e-mailadres, gebruikersnaam, geboortedatum, geslacht, wie je zoekt, woonplaats, foto’s en profieltekst), je berichten, likes en aankopen, en technische gegevens zoals je IP-adres, je browser en de pagina’s die je bezoekt.'],
        ['Waarvoor we ze gebruiken', 'Om je account te beheren en je profiel aan andere leden te tonen, berichten en meldingen te bezorgen, betalingen te verwerken, fraude en misbruik te voorkomen, aan wettelijke plichten te voldoen en je met jouw toestemming aanbiedingen te sturen. De grondslagen zijn de overeenkomst met jou, ons gerechtvaardigd belang, wettelijke plichten en jouw toestemming.'],
        ['Wie ze ontvangt', 'Andere leden zien je openbare profiel. Betaalproviders en hosting- en e-mailproviders verwerken gegevens in onze opdracht op basis van een verwerkersovereenkomst. Wij verkopen je gegevens nooit.'],
        ['Hoe lang we ze bewaren', 'Zolang je account bestaat. Na het verwijderen van je account wissen we je gegevens zodra de heractiveringstermijn van {reactivation_days} dagen voorbij is, behalve gegevens die we wettelijk moeten bewaren (zoals facturen).'],
        ['Jouw rechten', 'Je kunt je gegevens inzien, corrigeren, laten wissen, beperken of overdragen en bezwaar maken tegen het gebruik ervan. Schrijf naar {support_email}. Je kunt ook een klacht indienen bij de Autoriteit Persoonsgegevens of de toezichthouder in je land.'],
      ],
    },
    cookies: {
      title: 'Cookiebeleid',
      sections: [
        ['Wat cookies zijn', 'Cookies zijn kleine bestanden die een website in je browser opslaat. {site} slaat ook gegevens op in je browser (IndexedDB), zodat de app snel en ook offline werkt.'],
        ['Welke cookies we gebruiken', 'Een sessiecookie houdt je ingelogd (30 dagen). Een taalcookie onthoudt je taal (365 dagen). We onthouden of je de waarschuwing bij binnenkomst hebt gesloten. Deze cookies zijn strikt noodzakelijk en vragen geen toestemming.'],
        ['Geen tracking door derden', 'We gebruiken geen advertentie- of trackingcookies van derden. Kom je binnen via een partnerlink, dan onthouden we de verwijzing alleen voor dit bezoek, om de partner te belonen.'],
        ['Jouw keuzes', 'Je kunt cookies op elk moment in je browser verwijderen; je wordt dan uitgelogd. Bij uitloggen worden de gegevens van je account uit deze browser verwijderd.'],
      ],
    },
    ban: {
      title: 'Toegangsverbod',
      sections: [
        ['Wanneer we de toegang blokkeren', 'We blokkeren een account, e-mailadres of betaalmiddel voor {site} als het wordt gebruikt voor fraude, intimidatie, spam, reclame, het vragen van geld aan leden of inhoud met minderjarigen, of als het lid jonger is dan 18.'],
        ['Wat een blokkade betekent', 'Een geblokkeerd lid kan niet meer inloggen en geen nieuw account aanmaken. Credits van een account dat wegens fraude is geblokkeerd vervallen; anders worden ongebruikte credits terugbetaald volgens ons retourbeleid.'],
        ['Een lid melden', 'Gebruik de meldknop op een profiel of in een chat, of schrijf naar {support_email}. We bekijken elke melding, meestal binnen één werkdag.'],
        ['Bezwaar tegen een blokkade', 'Denk je dat je account ten onrechte is geblokkeerd, schrijf dan met je gebruikersnaam naar {support_email}. We antwoorden binnen 14 dagen.'],
      ],
    },
    faq: {
      title: 'Veelgestelde vragen',
      sections: [
        ['Is aanmelden gratis?', 'Ja. Een account aanmaken, zoeken, profielen bekijken en leden liken is gratis.'],
        ['Wat kost chatten?', 'Een bericht kost {message_credits} credits, een foto in een chat {photo_credits} credits en een cadeau {gift_credits} credits. Credits zijn er in bundels, bijvoorbeeld {bundle}.'],
        ['Wat is een premiumlidmaatschap?', 'Met je eerste aankoop van credits word je premiumlid: je ziet alle foto’s, uploadt tot 25 foto’s en begint zoveel gesprekken als je wilt. Premium blijft, ook als je credits op zijn.'],
        ['Zijn alle profielen echt?', '{fictional_warning}'],
        ['Waarom moet ik mijn e-mailadres bevestigen?', 'Zodat andere leden weten dat je echt bent: tot je het bevestigt, kunnen leden je niet antwoorden.'],
        ['Hoe verwijder ik mijn account?', 'In je instellingen. Met de link die we je e-mailen kun je het binnen {reactivation_days} dagen heractiveren.'],
        ['Hoe bereik ik de klantenservice?', 'Per e-mail via {support_email} of telefonisch op {support_phone}.'],
      ],
    },
    service: {
      title: 'Klantenservice',
      sections: [
        ['We helpen je graag', 'Vragen over je account, een betaling of een ander lid? Ons team antwoordt elke dag.'],
        ['E-mail', '{support_email} – we antwoorden binnen één werkdag.'],
        ['Telefoon', '{support_phone}, maandag tot en met vrijdag 9:00–17:00 (CET).'],
        ['Postadres', '{company}, {address}, {city}, {country}. Registratienummer {registration}, btw-nummer {vat}.'],
      ],
    },
    'return-policy': {
      title: 'Retourbeleid',
      sections: [
        ['Herroepingsrecht', 'Je kunt een aankoop van credits binnen {refund_days} dagen zonder opgave van redenen herroepen. Schrijf naar {support_email} met je gebruikersnaam en de datum van de aankoop.'],
        ['Wat we terugbetalen', 'We betalen de prijs van de credits die je niet hebt gebruikt binnen 14 dagen na je verzoek terug via het betaalmiddel dat je hebt gebruikt. Credits die al zijn besteed aan berichten, foto’s of cadeaus worden niet terugbetaald, omdat die dienst op jouw verzoek is geleverd.'],
        ['Mislukte of dubbele betalingen', 'Een betaling die dubbel is afgeschreven of waarvoor je geen credits hebt gekregen, betalen we altijd volledig terug, ook na {refund_days} dagen.'],
      ],
    },
    '2257': {
      title: '18 U.S.C. 2257 – verklaring over de bewaarplicht van gegevens',
      sections: [
        ['Verklaring', 'Alle personen die in een afbeelding op {site} te zien zijn, waren 18 jaar of ouder op het moment dat de afbeelding werd gemaakt.'],
        ['Inhoud van leden', 'Foto’s die leden uploaden, worden door de leden zelf gepubliceerd. {company} is niet de primaire producent van deze inhoud. Leden bevestigen bij aanmelding dat ze 18 jaar of ouder zijn en de rechten op hun foto’s bezitten.'],
        ['Bewaarder van de gegevens', 'De gegevens die 18 U.S.C. 2257 vereist, worden bewaard door de bewaarder van de gegevens bij {company}, {address}, {city}, {country}.'],
      ],
    },
  },
  audience: {
    1: 'singles',
    2: 'vrouwen die van vrouwen houden',
    3: 'kinky singles',
    4: 'volslanke singles',
    5: 'rijpe vrouwen',
    6: 'rijpe vrouwen',
    7: 'homomannen',
  },
  landers: {
    tinderswipe: { headline: 'Swipe naar rechts: {audience} bij jou in de buurt', subline: 'Like een profiel en zie wie jou terug liket.', points: ['Gratis aanmelden', 'Matches binnen minuten', 'Privé en discreet'] },
    alonetonight: { headline: 'Vanavond alleen?', subline: '{audience} bij jou in de buurt zijn nu online en zoeken gezelschap.', points: ['Nu online', 'Vanavond chatten', 'Geheel vrijblijvend'] },
    collagelanding: { headline: 'Duizenden {audience} wachten op je', subline: 'Echte foto’s, echte chats – doe gratis mee.', points: ['Elke dag nieuwe leden', 'Foto’s om te liken', 'Binnen seconden chatten'] },
    gallery: { headline: 'Ontdek {audience} bij jou in de buurt', subline: 'Kijk rond, like wie je leuk vindt en begin een chat.', points: ['Dagelijks nieuwe profielen', 'Zoek op leeftijd en regio', 'Gratis rondkijken'] },
    iconslanding: { headline: 'Leer {audience} makkelijk kennen', subline: 'Alles wat je nodig hebt voor een match, in één app.', points: ['Liken en matchen', 'Chatten en foto’s sturen', 'Installeer hem op je telefoon'] },
    maplanding: { headline: '{audience} in de buurt van {place}', subline: 'Zie wie er dichtbij is en zeg hallo.', points: ['Leden in jouw regio', 'Dichtbij afspreken', 'Veilig en discreet'] },
    socialnetwork: { headline: 'Het sociale netwerk voor {audience}', subline: 'Zie wat leden delen, like hun profielen en raak aan de praat.', points: ['Een levendige community', 'Likes en matches', 'Privéberichten'] },
    transitionsvideolanding: { headline: 'Je volgende date is één klik verwijderd', subline: 'Ontmoet {audience} die nu online zijn.', points: ['Gratis aanmelden', 'Echte leden', 'Meteen chatten'] },
    video: { headline: 'Zie wie er op je wacht', subline: 'Ontmoet {audience} bij jou in de buurt en chat vandaag nog.', points: ['Gratis aanmelden', 'Nu online', 'Privé en discreet'] },
    landing: { headline: '{name} wacht op je bericht', subline: 'Maak in een minuut je gratis account aan en schrijf {name}.', points: ['Gratis aanmelden', 'Je bericht gaat weg zodra je je e-mail bevestigt', 'Privé en discreet'] },
    landing2: { headline: '{name} wil je leren kennen', subline: '{name} uit {place} is online. Zeg hallo voordat iemand anders het doet.', points: ['Gratis aanmelden', 'Meteen chatten', 'Privé en discreet'] },
    landing3: { headline: 'Zeg hallo tegen {name}', subline: 'Schrijf je eerste bericht en meld je gratis aan.', points: ['In een minuut lid', 'Echte leden', 'Veilig en discreet'] },
  },
  cta: 'Gratis aanmelden',
  ctaMember: 'Schrijf {name}',
  socialProof: '{count} leden online in de buurt van {place}',
  bundle: '{credits} credits voor {price}',
  nearYou: 'jou',
  termsVersion: 'Versie van {date}',
  home: { intro: 'Leer nieuwe mensen kennen, like, match en chat.', browse: 'Leden bekijken', login: 'Inloggen' },
  entryWarning: { title: 'Alleen voor volwassenen', text: '{site} bevat inhoud voor volwassenen. Door verder te gaan bevestig je dat je minstens 18 jaar oud bent en dat je onze algemene voorwaarden accepteert.', enter: 'Betreden', leave: 'Verlaten' },
  footer: {
    adults: 'Deze website is uitsluitend bedoeld voor volwassenen van 18 jaar en ouder.',
    rights: '© {year} {site}. Alle rechten voorbehouden.',
    us2257: '18 U.S.C. 2257 – verklaring over de bewaarplicht van gegevens: alle personen die op deze website worden afgebeeld, waren 18 jaar of ouder op het moment van de opname.',
    readStatement: 'Lees de volledige verklaring',
    registration: 'Registratienummer: {registration}',
  },
};
