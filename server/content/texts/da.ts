import type { ContentTexts } from './types.ts';

export const da: ContentTexts = {
  pages: {
    accessibility: {
      title: 'Tilgængelighed',
      sections: [
        ['Vores mål', '{site} sigter mod at opfylde Web Content Accessibility Guidelines (WCAG) 2.1 på niveau AA på telefoner og computere. Vi tjekker hver skærm med automatiske tests og med tastaturet.'],
        ['Det kan du', 'Brug hele siden med tastaturet alene: fokus er altid synligt og flytter til overskriften på hver ny skærm. Brug en skærmlæser: knapper, links og billeder har navne, og nye beskeder i en åben samtale og meddelelser læses op. Forstør teksten til 200 % uden at miste indhold. Slå reduceret bevægelse til på din enhed for at slå animationer fra. Like eller spring over i swipe-spillet med knapper eller piletasterne i stedet for at trække.'],
        ['Kendte begrænsninger', 'Billeder, som medlemmer uploader, beskrives kun med medlemmets navn. Betalingsudbydernes betalingssider ligger uden for vores kontrol.'],
        ['Meld en barriere', 'Hvis en del af {site} er svær eller umulig for dig at bruge, så skriv til {support_email} eller ring på {support_phone}: hvilken side, og hvad der skete. Vi svarer inden for fem arbejdsdage og fortæller dig, hvordan og hvornår vi retter det.'],
      ],
    },
    terms: {
      title: 'Vilkår og betingelser',
      sections: [
        ['1. Hvem vi er', '{site} ({domain}) drives af {company}, {address}, {city}, {country}, registreringsnummer {registration}, moms-nr. {vat}. {company} driver også forretning under navnene {tradenames}. Disse vilkår gælder for al brug af {site}.'],
        ['2. Medlemskab', 'Du skal være mindst 18 år for at bruge {site}. Du opretter én konto med sandfærdige oplysninger og holder din adgangskode for dig selv. Du er ansvarlig for alt, der sker med din konto.', 'Medlemskab er gratis. Gratis medlemmer kan starte op til {free_conversations} samtaler og uploade op til 3 billeder; premiummedlemmer op til 25 billeder.'],
        ['3. Credits og betalinger', 'En besked koster {message_credits} credits, et billede i en chat {photo_credits} credits og en gave {gift_credits} credits. Credits købes i pakker til de priser, der vises i creditbutikken, før du betaler. Køb af en hvilken som helst pakke gør dig til premiummedlem.', 'Credits har ingen kontantværdi, kan ikke overdrages og bruges i den rækkefølge, de er købt.'],
        ['4. Fiktive profiler', '{fictional_warning} Fiktive profiler er markeret på hvert kort og hver profilside, så du kan genkende dem med det samme.'],
        ['5. Din opførsel', 'Vær respektfuld. Del ikke indhold, der er ulovligt, viser mindreårige, er voldeligt eller hadefuldt, krænker andres rettigheder eller reklamerer for andre tjenester. Bed ikke andre medlemmer om penge. Vi kan fjerne indhold og spærre konti, der bryder disse regler (se siden om adgangsforbud).'],
        ['6. Fortrydelse og refusion', 'Du kan fortryde et køb inden for {refund_days} dage som beskrevet i vores returpolitik. Credits, der allerede er brugt, refunderes ikke.'],
        ['7. Ophør af medlemskab', 'Du kan til enhver tid slette din konto under indstillinger. Den kan genaktiveres inden for {reactivation_days} dage via det link, vi sender dig på e-mail; derefter slettes dine data.'],
        ['8. Ansvar', 'Vi stiller {site} til rådighed, som det er, og gør vores bedste for at holde det tilgængeligt og sikkert. Vi er ikke ansvarlige for, hvad medlemmer skriver eller gør, eller for møder mellem medlemmer, medmindre loven ikke tillader denne begrænsning.'],
        ['9. Ændringer og lovvalg', 'Disse vilkår gælder fra {terms_version}. Når vi ændrer dem, beder vi dig acceptere den nye version, næste gang du logger ind. Hollandsk ret finder anvendelse; domstolene i {city} er kompetente, uden at det berører den ufravigelige beskyttelse i dit bopælsland.'],
      ],
    },
    privacy: {
      title: 'Privatlivspolitik',
      sections: [
        ['Dataansvarlig', '{company}, {address}, {city}, {country} (registreringsnummer {registration}) er dataansvarlig for de personoplysninger, der behandles via {site}. Spørgsmål: {support_email}.'],
        ['Hvad vi indsamler', 'De oplysninger, du giver os (e-mailadresse, brugernavn, fødselsdato, køn, hvem du søger, placering, billeder og profiltekst), dine beskeder, likes og køb samt tekniske data som din IP-adresse, din browser og de sider, du besøger.'],
        ['Hvorfor vi bruger dem', 'For at drive din konto og vise din profil til andre medlemmer, levere beskeder og notifikationer, behandle betalinger, forhindre svindel og misbrug, opfylde lovkrav og, med dit samtykke, sende dig tilbud. Retsgrundlaget er aftalen med dig, vores legitime interesser, retlige forpligtelser og dit samtykke.'],
        ['Hvem modtager dem', 'Andre medlemmer ser din offentlige profil. Betalingsudbydere samt hosting- og e-mailudbydere behandler data på vores vegne under en databehandleraftale. Vi sælger aldrig dine data.'],
        ['Hvor længe vi gemmer dem', 'Så længe din konto findes. Når du har slettet din konto, sletter vi dine data, når genaktiveringsperioden på {reactivation_days} dage er udløbet, bortset fra oplysninger, vi skal gemme efter loven (fx fakturaer).'],
        ['Dine rettigheder', 'Du kan få indsigt i, rette, slette, begrænse og flytte dine data og gøre indsigelse mod brugen af dem. Skriv til {support_email}. Du kan også klage til Datatilsynet.'],
      ],
    },
    cookies: {
      title: 'Cookiepolitik',
      sections: [
        ['Hvad cookies er', 'Cookies er små filer, som et website gemmer i din browser. {site} gemmer også data i din browser (IndexedDB), så appen er hurtig og virker offline.'],
        ['Cookies vi bruger', 'En sessionscookie holder dig logget ind (30 dage). En sprogcookie husker dit sprog (365 dage). Vi husker, om du har lukket advarslen ved indgangen. De er strengt nødvendige og kræver ikke samtykke.'],
        ['Ingen sporing fra tredjeparter', 'Vi bruger ingen reklame- eller sporingscookies fra tredjeparter. Kommer du via en partners link, husker vi henvisningen kun under dette besøg for at aflønne partneren.'],
        ['Dine valg', 'Du kan til enhver tid slette cookies i din browser; så bliver du logget ud. Når du logger ud, fjernes din kontos data fra denne browser.'],
      ],
    },
    ban: {
      title: 'Adgangsforbud',
      sections: [
        ['Hvornår vi spærrer adgangen', 'Vi spærrer en konto, en e-mailadresse eller et betalingsmiddel på {site}, når det bruges til svindel, chikane, spam, reklame, at bede medlemmer om penge eller indhold med mindreårige, eller når medlemmet er under 18 år.'],
        ['Hvad en spærring betyder', 'Et spærret medlem kan ikke længere logge ind eller oprette en ny konto. Credits på en konto, der er spærret for svindel, bortfalder; ellers refunderes ubrugte credits efter vores returpolitik.'],
        ['Anmeld et medlem', 'Brug anmeld-knappen på en profil eller i en chat, eller skriv til {support_email}. Vi gennemgår hver anmeldelse, normalt inden for én hverdag.'],
        ['Indsigelse mod en spærring', 'Hvis du mener, at din konto er spærret ved en fejl, så skriv til {support_email} med dit brugernavn. Vi svarer inden for 14 dage.'],
      ],
    },
    faq: {
      title: 'Ofte stillede spørgsmål',
      sections: [
        ['Er det gratis at tilmelde sig?', 'Ja. Det er gratis at oprette en konto, søge, se profiler og like medlemmer.'],
        ['Hvad koster det at chatte?', 'En besked koster {message_credits} credits, et billede i en chat {photo_credits} credits og en gave {gift_credits} credits. Credits købes i pakker, for eksempel {bundle}.'],
        ['Hvad er premiummedlemskab?', 'Dit første køb af credits gør dig til premiummedlem: du ser alle billeder, kan uploade op til 25 billeder og starte så mange samtaler, du vil. Premium bevares, når dine credits er brugt op.'],
        ['Er alle profiler ægte?', '{fictional_warning}'],
        ['Hvorfor skal jeg bekræfte min e-mailadresse?', 'Så andre medlemmer ved, at du er ægte: indtil du bekræfter den, kan medlemmer ikke svare dig.'],
        ['Hvordan sletter jeg min konto?', 'Under indstillinger. Du kan genaktivere den inden for {reactivation_days} dage via linket i vores e-mail.'],
        ['Hvordan kontakter jeg kundeservice?', 'På e-mail via {support_email} eller på telefon {support_phone}.'],
      ],
    },
    service: {
      title: 'Kundeservice',
      sections: [
        ['Vi hjælper gerne', 'Spørgsmål om din konto, en betaling eller et andet medlem? Vores team svarer hver dag.'],
        ['E-mail', '{support_email} – vi svarer inden for én hverdag.'],
        ['Telefon', '{support_phone}, mandag til fredag kl. 9.00–17.00 (CET).'],
        ['Postadresse', '{company}, {address}, {city}, {country}. Registreringsnummer {registration}, moms-nr. {vat}.'],
      ],
    },
    'return-policy': {
      title: 'Returpolitik',
      sections: [
        ['Fortrydelsesret', 'Du kan fortryde et køb af credits inden for {refund_days} dage uden at give en begrundelse. Skriv til {support_email} med dit brugernavn og datoen for købet.'],
        ['Hvad refunderes', 'Vi refunderer prisen for de credits, du ikke har brugt, inden for 14 dage efter din anmodning via det betalingsmiddel, du brugte. Credits, der allerede er brugt på beskeder, billeder eller gaver, refunderes ikke, da ydelsen er leveret efter dit ønske.'],
        ['Mislykkede eller dobbelte betalinger', 'En betaling, der er trukket to gange, eller som du ikke har fået credits for, refunderes altid fuldt ud, også efter {refund_days} dage.'],
      ],
    },
    '2257': {
      title: '18 U.S.C. 2257 – erklæring om overholdelse af kravene til registrering',
      sections: [
        ['Erklæring', 'Alle personer, der optræder i en visuel fremstilling på {site}, var 18 år eller ældre, da fremstillingen blev lavet.'],
        ['Medlemmernes indhold', 'Billeder, som medlemmer uploader, offentliggøres af medlemmerne selv. {company} er ikke den primære producent af dette indhold. Medlemmer bekræfter ved tilmelding, at de er mindst 18 år og ejer rettighederne til deres billeder.'],
        ['Ansvarlig for registrene', 'De registre, som 18 U.S.C. 2257 kræver, opbevares af den registeransvarlige hos {company}, {address}, {city}, {country}.'],
      ],
    },
  },
  audience: {
    1: 'singler',
    2: 'kvinder, der elsker kvinder',
    3: 'frække singler',
    4: 'kurvede singler',
    5: 'modne kvinder',
    6: 'modne kvinder',
    7: 'homoseksuelle mænd',
  },
  landers: {
    tinderswipe: { headline: 'Swipe til højre: {audience} nær dig', subline: 'Like en profil og se, hvem der liker dig tilbage.', points: ['Gratis at tilmelde sig', 'Matches på få minutter', 'Privat og diskret'] },
    alonetonight: { headline: 'Alene i aften?', subline: '{audience} nær dig er online lige nu og søger selskab.', points: ['Online nu', 'Chat i aften', 'Helt uforpligtende'] },
    collagelanding: { headline: 'Tusindvis af {audience} venter på dig', subline: 'Ægte billeder, ægte chats – bliv medlem gratis.', points: ['Nye medlemmer hver dag', 'Billeder at like', 'Chat på få sekunder'] },
    gallery: { headline: 'Se {audience} nær dig', subline: 'Kig dig omkring, like dem, du kan lide, og start en chat.', points: ['Nye profiler hver dag', 'Søg efter alder og region', 'Gratis at kigge'] },
    iconslanding: { headline: 'Mød {audience} på den nemme måde', subline: 'Alt, du behøver for at finde et match, i én app.', points: ['Like og match', 'Chat og send billeder', 'Installer den på din telefon'] },
    maplanding: { headline: '{audience} nær {place}', subline: 'Se, hvem der er tæt på dig, og sig hej.', points: ['Medlemmer i din region', 'Mød nogen i nærheden', 'Sikkert og diskret'] },
    socialnetwork: { headline: 'Det sociale netværk for {audience}', subline: 'Se, hvad medlemmerne deler, like deres profiler og kom i snak.', points: ['Et livligt fællesskab', 'Likes og matches', 'Private beskeder'] },
    transitionsvideolanding: { headline: 'Din næste date er ét klik væk', subline: 'Mød {audience}, der er online lige nu.', points: ['Gratis tilmelding', 'Ægte medlemmer', 'Chat med det samme'] },
    video: { headline: 'Se, hvem der venter på dig', subline: 'Mød {audience} nær dig, og begynd at chatte i dag.', points: ['Gratis tilmelding', 'Online nu', 'Privat og diskret'] },
    landing: { headline: '{name} venter på din besked', subline: 'Opret din gratis konto på et minut og skriv til {name}.', points: ['Gratis tilmelding', 'Din besked sendes, så snart du bekræfter din e-mail', 'Privat og diskret'] },
    landing2: { headline: '{name} vil gerne møde dig', subline: '{name} fra {place} er online. Sig hej, før en anden gør det.', points: ['Gratis tilmelding', 'Chat med det samme', 'Privat og diskret'] },
    landing3: { headline: 'Sig hej til {name}', subline: 'Skriv din første besked og tilmeld dig gratis.', points: ['Et minut at blive medlem', 'Ægte medlemmer', 'Sikkert og diskret'] },
  },
  cta: 'Tilmeld dig gratis',
  ctaMember: 'Skriv til {name}',
  socialProof: '{count} medlemmer online nær {place}',
  bundle: '{credits} credits for {price}',
  nearYou: 'dig',
  termsVersion: 'Version af {date}',
  home: { intro: 'Mød nye mennesker, like, match og chat.', browse: 'Se medlemmer', login: 'Log ind' },
  entryWarning: { title: 'Kun for voksne', text: '{site} indeholder indhold for voksne. Ved at gå ind bekræfter du, at du er mindst 18 år, og at du accepterer vores vilkår og betingelser.', enter: 'Gå ind', leave: 'Forlad' },
  footer: {
    adults: 'Dette website er kun beregnet til voksne på 18 år og derover.',
    rights: '© {year} {site}. Alle rettigheder forbeholdes.',
    us2257: '18 U.S.C. 2257 – erklæring om overholdelse af kravene til registrering: alle personer, der vises på dette website, var 18 år eller ældre, da optagelsen blev lavet.',
    readStatement: 'Læs hele erklæringen',
    registration: 'Registreringsnummer: {registration}',
  },
};
