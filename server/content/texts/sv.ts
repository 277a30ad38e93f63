import type { ContentTexts } from './types.ts';

export const sv: ContentTexts = {
  pages: {
    accessibility: {
      title: 'Tillgänglighet',
      sections: [
        ['Vårt mål', '{site} strävar efter att uppfylla riktlinjerna för tillgängligt webbinnehåll (WCAG) 2.1 på nivå AA i telefoner och datorer. Vi kontrollerar varje skärm med automatiska tester och med tangentbordet.'],
        ['Det här kan du göra', 'Använda hela webbplatsen med enbart tangentbordet: fokus syns alltid och flyttas till rubriken på varje ny skärm. Använda en skärmläsare: knappar, länkar och bilder har namn, och nya meddelanden i en öppen konversation och aviseringar läses upp. Förstora texten till 200 % utan att innehåll försvinner. Slå på minskad rörelse i din enhet för att stänga av animationer. Gilla eller hoppa över i swipespelet med knappar eller piltangenterna i stället för att dra.'],
        ['Kända begränsningar', 'Bilder som medlemmar laddar upp beskrivs bara med medlemmens namn. Betalningsleverantörernas kassasidor ligger utanför vår kontroll.'],
        ['Rapportera ett hinder', 'Om en del av {site} är svår eller omöjlig för dig att använda, skriv till {support_email} eller ring {support_phone}: vilken sida, och vad som hände. Vi svarar inom fem arbetsdagar och berättar hur och när vi åtgärdar det.'],
      ],
    },
    terms: {
      title: 'Villkor',
      sections: [
        ['1. Vilka vi är', '{site} ({domain}) drivs av {company}, {address}, {city}, {country}, registreringsnummer {registration}, momsregistreringsnummer {vat}. {company} bedriver även verksamhet under namnen {tradenames}. Dessa villkor gäller all användning av {site}.'],
        ['2. Medlemskap', 'Du måste vara minst 18 år för att använda {site}. Du skapar ett konto med sanna uppgifter och håller ditt lösenord för dig själv. Du ansvarar för allt som görs med ditt konto.', 'Medlemskapet är gratis. Gratismedlemmar kan starta upp till {free_conversations} konversationer och ladda upp upp till 3 foton; premiummedlemmar upp till 25 foton.'],
        ['3. Krediter och betalningar', 'Ett meddelande kostar {message_credits} krediter, ett foto i en chatt {photo_credits} krediter och en gåva {gift_credits} krediter. Krediter köps i paket till de priser som visas i kreditbutiken innan du betalar. Köper du något paket blir du premiummedlem.', 'Krediter har inget kontantvärde, kan inte överlåtas och används i den ordning de köptes.'],
        ['4. Fiktiva profiler', '{fictional_warning} Fiktiva profiler är märkta på varje kort och profilsida, så att du känner igen dem direkt.'],
        ['5. Ditt beteende', 'Var respektfull. Publicera inte innehåll som är olagligt, visar minderåriga, är våldsamt eller hatiskt, kränker andras rättigheter eller gör reklam för andra tjänster. Be inte andra medlemmar om pengar. Vi kan ta bort innehåll och spärra konton som bryter mot reglerna (se sidan om tillträdesförbud).'],
        ['6. Ångerrätt och återbetalning', 'Du kan ångra ett köp inom {refund_days} dagar enligt vår returpolicy. Krediter som redan har använts återbetalas inte.'],
        ['7. Avsluta medlemskapet', 'Du kan radera ditt konto när som helst under inställningar. Det kan återaktiveras inom {reactivation_days} dagar via länken vi mejlar dig; därefter raderas dina uppgifter.'],
        ['8. Ansvar', 'Vi tillhandahåller {site} i befintligt skick och gör vårt bästa för att hålla det tillgängligt och säkert. Vi ansvarar inte för vad medlemmar skriver eller gör, eller för möten mellan medlemmar, utom där lagen inte tillåter denna begränsning.'],
        ['9. Ändringar och tillämplig lag', 'Dessa villkor gäller från {terms_version}. När vi ändrar dem ber vi dig godkänna den nya versionen nästa gång du loggar in. Nederländsk lag gäller; domstolen i {city} är behörig, utan att det påverkar det tvingande skyddet i ditt hemland.'],
      ],
    },
    privacy: {
      title: 'Integritetspolicy',
      sections: [
        ['Personuppgiftsansvarig', '{company}, {address}, {city}, {country} (registreringsnummer {registration}) är personuppgiftsansvarig för de personuppgifter som behandlas via {site}. Frågor: {support_email}.'],
        ['Vad vi samlar in', 'Uppgifterna du ger oss (e-postadress, användarnamn, födelsedatum, kön, vem du söker, plats, foton och profiltext), dina meddelanden, gillningar och köp samt tekniska uppgifter som din IP-adress, webbläsare och de sidor du besöker.'],
        ['Varför vi använder dem', 'För att sköta ditt konto och visa din profil för andra medlemmar, leverera meddelanden och aviseringar, hantera betalningar, förhindra bedrägeri och missbruk, uppfylla lagkrav och, med ditt samtycke, skicka erbjudanden. Rättslig grund är avtalet med dig, våra berättigade intressen, rättsliga förpliktelser och ditt samtycke.'],
        ['Vem som får dem', 'Andra medlemmar ser din offentliga profil. Betalnings-, drifts- och e-postleverantörer behandlar uppgifter för vår räkning enligt ett personuppgiftsbiträdesavtal. Vi säljer aldrig dina uppgifter.'],
        ['Hur länge vi sparar dem', 'Så länge ditt konto finns. När du har raderat kontot raderar vi dina uppgifter när återaktiveringsperioden på {reactivation_days} dagar har gått ut, utom uppgifter vi enligt lag måste spara (som fakturor).'],
        ['Dina rättigheter', 'Du kan begära tillgång, rättelse, radering, begränsning och dataportabilitet samt invända mot användningen. Skriv till {support_email}. Du kan också klaga hos Integritetsskyddsmyndigheten (IMY).'],
      ],
    },
    cookies: {
      title: 'Cookiepolicy',
      sections: [
        ['Vad cookies är', 'Cookies är små filer som en webbplats sparar i din webbläsare. {site} sparar också data i din webbläsare (IndexedDB) så att appen är snabb och fungerar offline.'],
        ['Cookies vi använder', 'En sessionscookie håller dig inloggad (30 dagar). En språkcookie kommer ihåg ditt språk (365 dagar). Vi kommer ihåg om du har stängt varningen vid inträdet. De är strikt nödvändiga och kräver inget samtycke.'],
        ['Ingen spårning från tredje part', 'Vi använder inga reklam- eller spårningscookies från tredje part. Kommer du via en partners länk sparar vi hänvisningen bara under besöket, för att ersätta partnern.'],
        ['Dina val', 'Du kan radera cookies i webbläsaren när som helst; då loggas du ut. När du loggar ut tas ditt kontos data bort från den här webbläsaren.'],
      ],
    },
    ban: {
      title: 'Tillträdesförbud',
      sections: [
        ['När vi spärrar tillträdet', 'Vi spärrar ett konto, en e-postadress eller ett betalmedel på {site} när det används för bedrägeri, trakasserier, spam, reklam, att be medlemmar om pengar eller innehåll med minderåriga, eller när medlemmen är under 18 år.'],
        ['Vad en spärr innebär', 'En spärrad medlem kan inte längre logga in eller skapa ett nytt konto. Krediter på ett konto som spärrats för bedrägeri förfaller; annars återbetalas oanvända krediter enligt vår returpolicy.'],
        ['Anmäla en medlem', 'Använd anmälningsknappen på en profil eller i en chatt, eller skriv till {support_email}. Vi granskar varje anmälan, oftast inom en arbetsdag.'],
        ['Invända mot en spärr', 'Om du anser att ditt konto har spärrats av misstag, skriv till {support_email} med ditt användarnamn. Vi svarar inom 14 dagar.'],
      ],
    },
    faq: {
      title: 'Vanliga frågor',
      sections: [
        ['Är det gratis att registrera sig?', 'Ja. Det är gratis att skapa ett konto, söka, titta på profiler och gilla medlemmar.'],
        ['Vad kostar det att chatta?', 'Ett meddelande kostar {message_credits} krediter, ett foto i en chatt {photo_credits} krediter och en gåva {gift_credits} krediter. Krediter säljs i paket, till exempel {bundle}.'],
        ['Vad är premiummedlemskap?', 'Ditt första kreditköp gör dig till premiummedlem: du ser alla foton, kan ladda upp upp till 25 foton och starta så många konversationer du vill. Premium finns kvar när krediterna tar slut.'],
        ['Är alla profiler äkta?', '{fictional_warning}'],
        ['Varför måste jag bekräfta min e-postadress?', 'Så att andra medlemmar vet att du är äkta: tills du har bekräftat den kan medlemmar inte svara dig.'],
        ['Hur raderar jag mitt konto?', 'Under inställningar. Du kan återaktivera det inom {reactivation_days} dagar med länken vi mejlar dig.'],
        ['Hur når jag kundtjänst?', 'Via e-post till {support_email} eller på telefon {support_phone}.'],
      ],
    },
    service: {
      title: 'Kundtjänst',
      sections: [
        ['Vi hjälper dig gärna', 'Frågor om ditt konto, en betalning eller en annan medlem? Vårt team svarar varje dag.'],
        ['E-post', '{support_email} – vi svarar inom en arbetsdag.'],
        ['Telefon', '{support_phone}, måndag till fredag 9.00–17.00 (CET).'],
        ['Postadress', '{company}, {address}, {city}, {country}. Registreringsnummer {registration}, momsregistreringsnummer {vat}.'],
      ],
    },
    'return-policy': {
      title: 'Returpolicy',
      sections: [
        ['Ångerrätt', 'Du kan ångra ett köp av krediter inom {refund_days} dagar utan att ange skäl. Skriv till {support_email} med ditt användarnamn och datum för köpet.'],
        ['Vad som återbetalas', 'Vi återbetalar priset för de krediter du inte har använt inom 14 dagar från din begäran, via det betalmedel du använde. Krediter som redan använts för meddelanden, foton eller gåvor återbetalas inte, eftersom tjänsten har levererats på din begäran.'],
        ['Misslyckade eller dubbla betalningar', 'En betalning som dragits två gånger eller som du inte fått krediter för återbetalas alltid i sin helhet, även efter {refund_days} dagar.'],
      ],
    },
    '2257': {
      title: '18 U.S.C. 2257 – förklaring om efterlevnad av kraven på registerföring',
      sections: [
        ['Förklaring', 'Alla personer som förekommer i en visuell framställning på {site} var 18 år eller äldre när framställningen skapades.'],
        ['Medlemmarnas innehåll', 'Foton som medlemmar laddar upp publiceras av medlemmarna själva. {company} är inte huvudproducent av detta innehåll. Medlemmar bekräftar vid registreringen att de är minst 18 år och äger rättigheterna till sina foton.'],
        ['Registeransvarig', 'De register som 18 U.S.C. 2257 kräver förvaras av den registeransvarige hos {company}, {address}, {city}, {country}.'],
      ],
    },
  },
  audience: {
    1: 'singlar',
    2: 'kvinnor som älskar kvinnor',
    3: 'kinkiga singlar',
    4: 'kurviga singlar',
    5: 'mogna kvinnor',
    6: 'mogna kvinnor',
    7: 'gaymän',
  },
  landers: {
    tinderswipe: { headline: 'Svep höger: {audience} nära dig', subline: 'Gilla en profil och se vem som gillar dig tillbaka.', points: ['Gratis att gå med', 'Matchningar på minuter', 'Privat och diskret'] },
    alonetonight: { headline: 'Ensam i kväll?', subline: '{audience} nära dig är online just nu och söker sällskap.', points: ['Online nu', 'Chatta i kväll', 'Helt förutsättningslöst'] },
    collagelanding: { headline: 'Tusentals {audience} väntar på dig', subline: 'Äkta foton, äkta chattar – gå med gratis.', points: ['Nya medlemmar varje dag', 'Foton att gilla', 'Chatta på sekunder'] },
    gallery: { headline: 'Upptäck {audience} nära dig', subline: 'Titta runt, gilla den du fastnar för och starta en chatt.', points: ['Nya profiler varje dag', 'Sök på ålder och region', 'Gratis att titta'] },
    iconslanding: { headline: 'Träffa {audience} på det enkla sättet', subline: 'Allt du behöver för att hitta en matchning, i en app.', points: ['Gilla och matcha', 'Chatta och skicka foton', 'Installera den i mobilen'] },
    maplanding: { headline: '{audience} nära {place}', subline: 'Se vem som finns nära dig och säg hej.', points: ['Medlemmar i din region', 'Träffas i närheten', 'Säkert och diskret'] },
    socialnetwork: { headline: 'Det sociala nätverket för {audience}', subline: 'Se vad medlemmarna delar, gilla deras profiler och börja prata.', points: ['En livlig gemenskap', 'Gillningar och matchningar', 'Privata meddelanden'] },
    transitionsvideolanding: { headline: 'Din nästa dejt är ett klick bort', subline: 'Träffa {audience} som är online just nu.', points: ['Gratis registrering', 'Äkta medlemmar', 'Chatta direkt'] },
    video: { headline: 'Se vem som väntar på dig', subline: 'Träffa {audience} nära dig och börja chatta i dag.', points: ['Gratis registrering', 'Online nu', 'Privat och diskret'] },
    landing: { headline: '{name} väntar på ditt meddelande', subline: 'Skapa ditt gratiskonto på en minut och skriv till {name}.', points: ['Gratis registrering', 'Ditt meddelande skickas när du bekräftat din e-post', 'Privat och diskret'] },
    landing2: { headline: '{name} vill träffa dig', subline: '{name} från {place} är online. Säg hej innan någon annan gör det.', points: ['Gratis registrering', 'Chatta direkt', 'Privat och diskret'] },
    landing3: { headline: 'Säg hej till {name}', subline: 'Skriv ditt första meddelande och registrera dig gratis.', points: ['En minut att gå med', 'Äkta medlemmar', 'Säkert och diskret'] },
  },
  cta: 'Gå med gratis',
  ctaMember: 'Skriv till {name}',
  socialProof: '{count} medlemmar online nära {place}',
  bundle: '{credits} krediter för {price}',
  nearYou: 'dig',
  termsVersion: 'Version från {date}',
  home: { intro: 'Träffa nya människor, gilla, matcha och chatta.', browse: 'Se medlemmar', login: 'Logga in' },
  entryWarning: { title: 'Endast för vuxna', text: '{site} innehåller innehåll för vuxna. Genom att gå in bekräftar du att du är minst 18 år och godkänner våra villkor.', enter: 'Gå in', leave: 'Lämna' },
  footer: {
    adults: 'Den här webbplatsen är endast avsedd för vuxna som fyllt 18 år.',
    rights: '© {year} {site}. Alla rättigheter förbehållna.',
    us2257: '18 U.S.C. 2257 – förklaring om efterlevnad av kraven på registerföring: alla personer som visas på den här webbplatsen var 18 år eller äldre när bilden togs.',
    readStatement: 'Läs hela förklaringen',
    registration: 'Registreringsnummer: {registration}',
  },
};
