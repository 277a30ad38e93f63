import type { ContentTexts } from './types.ts';

export const nb: ContentTexts = {
  pages: {
    accessibility: {
      title: 'Tilgjengelighet',
      sections: [
        ['Vårt mål', '{site} har som mål å oppfylle retningslinjene for tilgjengelig webinnhold (WCAG) 2.1 på nivå AA på telefoner og datamaskiner. Vi sjekker hver skjerm med automatiske tester og med tastaturet.'],
        ['Dette kan du gjøre', 'Bruke hele nettstedet med bare tastaturet: fokus er alltid synlig og flyttes til overskriften på hver nye skjerm. Bruke skjermleser: knapper, lenker og bilder har navn, og nye meldinger i en åpen samtale og varsler leses opp. Forstørre teksten til 200 % uten å miste innhold. Slå på redusert bevegelse på enheten din for å slå av animasjoner. Like eller hoppe over i sveipespillet med knapper eller piltastene i stedet for å dra.'],
        ['Kjente begrensninger', 'Bilder som medlemmer laster opp, beskrives bare med medlemmets navn. Betalingssidene til betalingsleverandørene er utenfor vår kontroll.'],
        ['Meld fra om en barriere', 'Hvis en del av {site} er vanskelig eller umulig for deg å bruke, skriv til {support_email} eller ring {support_phone}: hvilken side, og hva som skjedde. Vi svarer innen fem virkedager og forteller deg hvordan og når vi retter det.'],
      ],
    },
    terms: {
      title: 'Vilkår og betingelser',
      sections: [
        ['1. Hvem vi er', '{site} ({domain}) drives av {company}, {address}, {city}, {country}, registreringsnummer {registration}, mva-nr. {vat}. {company} driver også under navnene {tradenames}. Disse vilkårene gjelder all bruk av {site}.'],
        ['2. Medlemskap', 'Du må være minst 18 år for å bruke {site}. Du oppretter én konto med riktige opplysninger og holder passordet ditt for deg selv. Du er ansvarlig for alt som skjer med kontoen din.', 'Medlemskap er gratis. Gratismedlemmer kan starte opptil {free_conversations} samtaler og laste opp opptil 3 bilder; premiummedlemmer opptil 25 bilder.'],
        ['3. Kreditter og betaling', 'En melding koster {message_credits} kreditter, et bilde i en chat {photo_credits} kreditter og en gave {gift_credits} kreditter. Kreditter kjøpes i pakker til prisene som vises i kredittbutikken før du betaler. Kjøp av en hvilken som helst pakke gjør deg til premiummedlem.', 'Kreditter har ingen pengeverdi, kan ikke overføres og brukes i den rekkefølgen de ble kjøpt.'],
        ['4. Fiktive profiler', '{fictional_warning} Fiktive profiler er merket på hvert kort og hver profilside, slik at du kjenner dem igjen med en gang.'],
        ['5. Din oppførsel', 'Vær respektfull. Ikke del innhold som er ulovlig, viser mindreårige, er voldelig eller hatefullt, krenker andres rettigheter eller reklamerer for andre tjenester. Ikke be andre medlemmer om penger. Vi kan fjerne innhold og sperre kontoer som bryter disse reglene (se siden om tilgangsforbud).'],
        ['6. Angrerett og refusjon', 'Du kan angre et kjøp innen {refund_days} dager som beskrevet i returpolicyen vår. Kreditter som allerede er brukt, refunderes ikke.'],
        ['7. Avslutte medlemskapet', 'Du kan slette kontoen din når som helst under innstillinger. Den kan aktiveres igjen innen {reactivation_days} dager via lenken vi sender deg på e-post; deretter slettes dataene dine.'],
        ['8. Ansvar', 'Vi tilbyr {site} som det er og gjør vårt beste for å holde det tilgjengelig og trygt. Vi er ikke ansvarlige for hva medlemmer skriver eller gjør, eller for møter mellom medlemmer, med mindre loven ikke tillater denne begrensningen.'],
        ['9. Endringer og lovvalg', 'Disse vilkårene gjelder fra {terms_version}. Når vi endrer dem, ber vi deg godta den nye versjonen neste gang du logger inn. Nederlandsk rett gjelder; domstolene i {city} er verneting, uten at det begrenser den ufravikelige beskyttelsen i bostedslandet ditt.'],
      ],
    },
    privacy: {
      title: 'Personvernerklæring',
      sections: [
        ['Behandlingsansvarlig', '{company}, {address}, {city}, {country} (registreringsnummer {registration}) er behandlingsansvarlig for personopplysningene som behandles via {site}. Spørsmål: {support_email}.'],
        ['Hva vi samler inn', 'Opplysningene du gir oss (e-postadresse, brukernavn, fødselsdato, kjønn, hvem du søker, sted, bilder og profiltekst), meldingene, likes og kjøpene dine, og tekniske data som IP-adresse, nettleser og sidene du besøker.'],
        ['Hvorfor vi bruker dem', 'For å drive kontoen din og vise profilen din til andre medlemmer, levere meldinger og varsler, behandle betalinger, hindre svindel og misbruk, oppfylle lovkrav og, med ditt samtykke, sende deg tilbud. Behandlingsgrunnlaget er avtalen med deg, våre berettigede interesser, rettslige forpliktelser og ditt samtykke.'],
        ['Hvem som mottar dem', 'Andre medlemmer ser den offentlige profilen din. Betalings-, drifts- og e-postleverandører behandler data på våre vegne under en databehandleravtale. Vi selger aldri dataene dine.'],
        ['Hvor lenge vi lagrer dem', 'Så lenge kontoen din finnes. Etter at du har slettet kontoen, sletter vi dataene dine når reaktiveringsperioden på {reactivation_days} dager er over, unntatt opplysninger vi må oppbevare etter loven (som fakturaer).'],
        ['Dine rettigheter', 'Du kan be om innsyn, retting, sletting, begrensning og dataportabilitet og protestere mot bruken. Skriv til {support_email}. Du kan også klage til Datatilsynet.'],
      ],
    },
    cookies: {
      title: 'Retningslinjer for informasjonskapsler',
      sections: [
        ['Hva informasjonskapsler er', 'Informasjonskapsler (cookies) er små filer som et nettsted lagrer i nettleseren din. {site} lagrer også data i nettleseren din (IndexedDB) slik at appen er rask og fungerer uten nett.'],
        ['Informasjonskapsler vi bruker', 'En øktkapsel holder deg innlogget (30 dager). En språkkapsel husker språket ditt (365 dager). Vi husker om du har lukket advarselen ved inngangen. Disse er strengt nødvendige og krever ikke samtykke.'],
        ['Ingen sporing fra tredjeparter', 'Vi bruker ingen reklame- eller sporingskapsler fra tredjeparter. Kommer du via en partners lenke, husker vi henvisningen bare for dette besøket, for å godtgjøre partneren.'],
        ['Dine valg', 'Du kan slette informasjonskapsler i nettleseren når som helst; da blir du logget ut. Når du logger ut, fjernes kontodataene dine fra denne nettleseren.'],
      ],
    },
    ban: {
      title: 'Tilgangsforbud',
      sections: [
        ['Når vi sperrer tilgangen', 'Vi sperrer en konto, en e-postadresse eller et betalingsmiddel på {site} når det brukes til svindel, trakassering, spam, reklame, å be medlemmer om penger eller innhold med mindreårige, eller når medlemmet er under 18 år.'],
        ['Hva en sperring betyr', 'Et sperret medlem kan ikke lenger logge inn eller opprette en ny konto. Kreditter på en konto som er sperret for svindel, faller bort; ellers refunderes ubrukte kreditter etter returpolicyen vår.'],
        ['Rapportere et medlem', 'Bruk rapporteringsknappen på en profil eller i en chat, eller skriv til {support_email}. Vi går gjennom hver rapport, vanligvis innen én virkedag.'],
        ['Klage på en sperring', 'Mener du at kontoen din er sperret ved en feil, skriv til {support_email} med brukernavnet ditt. Vi svarer innen 14 dager.'],
      ],
    },
    faq: {
      title: 'Ofte stilte spørsmål',
      sections: [
        ['Er det gratis å registrere seg?', 'Ja. Det er gratis å opprette konto, søke, se profiler og like medlemmer.'],
        ['Hva koster det å chatte?', 'En melding koster {message_credits} kreditter, et bilde i en chat {photo_credits} kreditter og en gave {gift_credits} kreditter. Kreditter selges i pakker, for eksempel {bundle}.'],
        ['Hva er premiummedlemskap?', 'Ditt første kredittkjøp gjør deg til premiummedlem: du ser alle bilder, kan laste opp opptil 25 bilder og starte så mange samtaler du vil. Premium beholdes når kredittene er brukt opp.'],
        ['Er alle profiler ekte?', '{fictional_warning}'],
        ['Hvorfor må jeg bekrefte e-postadressen min?', 'Så andre medlemmer vet at du er ekte: før du har bekreftet den, kan medlemmer ikke svare deg.'],
        ['Hvordan sletter jeg kontoen min?', 'Under innstillinger. Du kan aktivere den igjen innen {reactivation_days} dager med lenken vi sender deg på e-post.'],
        ['Hvordan når jeg kundeservice?', 'På e-post til {support_email} eller på telefon {support_phone}.'],
      ],
    },
    service: {
      title: 'Kundeservice',
      sections: [
        ['Vi hjelper deg gjerne', 'Spørsmål om kontoen din, en betaling eller et annet medlem? Teamet vårt svarer hver dag.'],
        ['E-post', '{support_email} – vi svarer innen én virkedag.'],
        ['Telefon', '{support_phone}, mandag til fredag kl. 9.00–17.00 (CET).'],
        ['Postadresse', '{company}, {address}, {city}, {country}. Registreringsnummer {registration}, mva-nr. {vat}.'],
      ],
    },
    'return-policy': {
      title: 'Returpolicy',
      sections: [
        ['Angrerett', 'Du kan angre et kjøp av kreditter innen {refund_days} dager uten å oppgi grunn. Skriv til {support_email} med brukernavnet ditt og datoen for kjøpet.'],
        ['Hva som refunderes', 'Vi refunderer prisen for kredittene du ikke har brukt, innen 14 dager etter forespørselen din, via betalingsmiddelet du brukte. Kreditter som allerede er brukt på meldinger, bilder eller gaver, refunderes ikke, fordi tjenesten er levert etter ditt ønske.'],
        ['Mislykkede eller doble betalinger', 'En betaling som er trukket to ganger, eller som du ikke fikk kreditter for, refunderes alltid i sin helhet, også etter {refund_days} dager.'],
      ],
    },
    '2257': {
      title: '18 U.S.C. 2257 – erklæring om overholdelse av kravene til registerføring',
      sections: [
        ['Erklæring', 'Alle personer som vises i en visuell fremstilling på {site}, var 18 år eller eldre da fremstillingen ble laget.'],
        ['Medlemmenes innhold', 'Bilder som medlemmer laster opp, publiseres av medlemmene selv. {company} er ikke hovedprodusent av dette innholdet. Medlemmer bekrefter ved registrering at de er minst 18 år og eier rettighetene til bildene sine.'],
        ['Ansvarlig for registrene', 'Registrene som 18 U.S.C. 2257 krever, oppbevares av registeransvarlig hos {company}, {address}, {city}, {country}.'],
      ],
    },
  },
  audience: {
    1: 'singler',
    2: 'kvinner som elsker kvinner',
    3: 'frekke singler',
    4: 'kurvete singler',
    5: 'modne kvinner',
    6: 'modne kvinner',
    7: 'homofile menn',
  },
  landers: {
    tinderswipe: { headline: 'Sveip til høyre: {audience} nær deg', subline: 'Lik en profil og se hvem som liker deg tilbake.', points: ['Gratis å bli med', 'Matcher på minutter', 'Privat og diskré'] },
    alonetonight: { headline: 'Alene i kveld?', subline: '{audience} nær deg er pålogget nå og ser etter selskap.', points: ['Pålogget nå', 'Chat i kveld', 'Helt uforpliktende'] },
    collagelanding: { headline: 'Tusenvis av {audience} venter på deg', subline: 'Ekte bilder, ekte chatter – bli med gratis.', points: ['Nye medlemmer hver dag', 'Bilder å like', 'Chat på sekunder'] },
    gallery: { headline: 'Se {audience} nær deg', subline: 'Se deg rundt, lik dem du liker, og start en chat.', points: ['Nye profiler hver dag', 'Søk etter alder og region', 'Gratis å se'] },
    iconslanding: { headline: 'Møt {audience} på den enkle måten', subline: 'Alt du trenger for å finne en match, i én app.', points: ['Lik og match', 'Chat og send bilder', 'Installer den på telefonen'] },
    maplanding: { headline: '{audience} nær {place}', subline: 'Se hvem som er i nærheten, og si hei.', points: ['Medlemmer i din region', 'Møt noen i nærheten', 'Trygt og diskré'] },
    socialnetwork: { headline: 'Det sosiale nettverket for {audience}', subline: 'Se hva medlemmene deler, lik profilene deres og start en prat.', points: ['Et livlig fellesskap', 'Likes og matcher', 'Private meldinger'] },
    transitionsvideolanding: { headline: 'Din neste date er ett klikk unna', subline: 'Møt {audience} som er pålogget akkurat nå.', points: ['Gratis registrering', 'Ekte medlemmer', 'Chat med en gang'] },
    video: { headline: 'Se hvem som venter på deg', subline: 'Møt {audience} nær deg og begynn å chatte i dag.', points: ['Gratis registrering', 'Pålogget nå', 'Privat og diskré'] },
    landing: { headline: '{name} venter på meldingen din', subline: 'Opprett din gratis konto på ett minutt og skriv til {name}.', points: ['Gratis registrering', 'Meldingen sendes så snart du bekrefter e-posten din', 'Privat og diskré'] },
    landing2: { headline: '{name} vil gjerne møte deg', subline: '{name} fra {place} er pålogget. Si hei før noen andre gjør det.', points: ['Gratis registrering', 'Chat med en gang', 'Privat og diskré'] },
    landing3: { headline: 'Si hei til {name}', subline: 'Skriv din første melding og registrer deg gratis.', points: ['Ett minutt å bli med', 'Ekte medlemmer', 'Trygt og diskré'] },
  },
  cta: 'Bli med gratis',
  ctaMember: 'Skriv til {name}',
  socialProof: '{count} medlemmer pålogget nær {place}',
  bundle: '{credits} kreditter for {price}',
  nearYou: 'deg',
  termsVersion: 'Versjon av {date}',
  home: { intro: 'Møt nye mennesker, lik, match og chat.', browse: 'Se medlemmer', login: 'Logg inn' },
  entryWarning: { title: 'Kun for voksne', text: '{site} inneholder innhold for voksne. Ved å gå inn bekrefter du at du er minst 18 år og godtar våre vilkår og betingelser.', enter: 'Gå inn', leave: 'Forlat' },
  footer: {
    adults: 'Dette nettstedet er kun beregnet på voksne over 18 år.',
    rights: '© {year} {site}. Alle rettigheter forbeholdt.',
    us2257: '18 U.S.C. 2257 – erklæring om overholdelse av kravene til registerføring: alle personer som vises på dette nettstedet, var 18 år eller eldre da opptaket ble gjort.',
    readStatement: 'Les hele erklæringen',
    registration: 'Registreringsnummer: {registration}',
  },
};
