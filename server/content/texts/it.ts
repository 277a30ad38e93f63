import type { ContentTexts } from './types.ts';

export const it: ContentTexts = {
  pages: {
    accessibility: {
      title: 'Accessibilità',
      sections: [
        ['Il nostro obiettivo', '{site} mira a rispettare le Linee guida per l’accessibilità dei contenuti Web (WCAG) 2.1 al livello AA su telefoni e computer. Controlliamo ogni schermata con test automatici e con la tastiera.'],
        ['Cosa puoi fare', 'Usare tutto il sito solo con la tastiera: il focus è sempre visibile e si sposta sul titolo di ogni nuova schermata. Usare un lettore di schermo: pulsanti, link e foto hanno un nome, e i nuovi messaggi di una conversazione aperta e gli avvisi vengono letti. Ingrandire il testo al 200 % senza perdere contenuti. Attivare la riduzione del movimento sul tuo dispositivo per disattivare le animazioni. Mettere mi piace o passare nel gioco swipe con i pulsanti o i tasti freccia invece di trascinare.'],
        ['Limiti noti', 'Le foto caricate dai membri sono descritte solo con il nome del membro. Le pagine di pagamento dei fornitori di pagamento sono fuori dal nostro controllo.'],
        ['Segnala una barriera', 'Se una parte di {site} è difficile o impossibile da usare per te, scrivici a {support_email} o chiama il {support_phone}: quale pagina e cosa è successo. Rispondiamo entro cinque giorni lavorativi e ti diciamo come e quando lo risolveremo.'],
      ],
    },
    terms: {
      title: 'Termini e condizioni',
      sections: [
        ['1. Chi siamo', '{site} ({domain}) è gestito da {company}, {address}, {city}, {country}, numero di registrazione {registration}, partita IVA {vat}. {company} opera anche con i marchi {tradenames}. Questi termini valgono per ogni utilizzo di {site}.'],
        ['2. Iscrizione', 'Devi avere almeno 18 anni per usare {site}. Crei un solo account con dati veritieri e tieni la password per te. Sei responsabile di tutto ciò che avviene con il tuo account.', 'L’iscrizione è gratuita. I membri gratuiti possono avviare fino a {free_conversations} conversazioni e caricare fino a 3 foto; i membri premium fino a 25 foto.'],
        ['3. Crediti e pagamenti', 'Un messaggio costa {message_credits} crediti, una foto in chat {photo_credits} crediti e un regalo {gift_credits} crediti. I crediti si acquistano in pacchetti ai prezzi mostrati nel negozio prima del pagamento. Con l’acquisto di qualsiasi pacchetto diventi membro premium.', 'I crediti non hanno valore monetario, non sono trasferibili e vengono usati nell’ordine in cui sono stati acquistati.'],
        ['4. Profili fittizi', '{fictional_warning} I profili fittizi sono contrassegnati su ogni scheda e pagina profilo, così li riconosci a colpo d’occhio.'],
        ['5. Il tuo comportamento', 'Sii rispettoso. Non pubblicare contenuti illegali, che mostrano minori, violenti o d’odio, che violano i diritti altrui o che pubblicizzano altri servizi. Non chiedere denaro agli altri membri. Possiamo rimuovere contenuti e bloccare gli account che violano queste regole (vedi la pagina sul blocco dell’accesso).'],
        ['6. Recesso e rimborsi', 'Puoi recedere da un acquisto entro {refund_days} giorni come descritto nella nostra politica di rimborso. I crediti già usati non vengono rimborsati.'],
        ['7. Fine dell’iscrizione', 'Puoi eliminare il tuo account in qualsiasi momento dalle impostazioni. Puoi riattivarlo entro {reactivation_days} giorni con il link che ti inviamo via e-mail; dopo, i tuoi dati vengono cancellati.'],
        ['8. Responsabilità', 'Forniamo {site} così com’è e facciamo del nostro meglio perché resti disponibile e sicuro. Non rispondiamo di ciò che i membri scrivono o fanno, né degli incontri tra membri, salvo dove la legge non consente questa limitazione.'],
        ['9. Modifiche e legge applicabile', 'Questi termini sono in vigore dal {terms_version}. Se li modifichiamo, ti chiediamo di accettare la nuova versione al tuo prossimo accesso. Si applica la legge olandese; è competente il tribunale di {city}, fatta salva la tutela inderogabile del tuo paese di residenza.'],
      ],
    },
    privacy: {
      title: 'Informativa sulla privacy',
      sections: [
        ['Titolare del trattamento', '{company}, {address}, {city}, {country} (numero di registrazione {registration}) è titolare dei dati personali trattati tramite {site}. Domande: {support_email}.'],
        ['Cosa raccogliamo', 'I dati che ci fornisci (indirizzo e-mail, nome utente, data di nascita, genere, chi cerchi, posizione, foto e testo del profilo), i tuoi messaggi, like e acquisti, e dati tecnici come indirizzo IP, browser e pagine visitate.'],
        ['Perché li usiamo', 'Per gestire il tuo account e mostrare il tuo profilo agli altri membri, recapitare messaggi e notifiche, elaborare i pagamenti, prevenire frodi e abusi, adempiere agli obblighi di legge e, con il tuo consenso, inviarti offerte. Le basi giuridiche sono il contratto con te, il nostro legittimo interesse, gli obblighi di legge e il tuo consenso.'],
        ['Chi li riceve', 'Gli altri membri vedono il tuo profilo pubblico. I fornitori di pagamento, hosting ed e-mail trattano i dati per nostro conto in base a un accordo sul trattamento. Non vendiamo mai i tuoi dati.'],
        ['Per quanto tempo li conserviamo', 'Finché esiste il tuo account. Dopo la cancellazione, eliminiamo i tuoi dati al termine del periodo di riattivazione di {reactivation_days} giorni, tranne i documenti che la legge ci impone di conservare (come le fatture).'],
        ['I tuoi diritti', 'Puoi accedere ai tuoi dati, rettificarli, cancellarli, limitarne il trattamento, ottenerne la portabilità e opporti al loro uso. Scrivi a {support_email}. Puoi anche presentare reclamo all’autorità per la protezione dei dati.'],
      ],
    },
    cookies: {
      title: 'Politica sui cookie',
      sections: [
        ['Cosa sono i cookie', 'I cookie sono piccoli file che un sito salva nel tuo browser. {site} salva anche dati nel tuo browser (IndexedDB) perché l’app sia veloce e funzioni anche offline.'],
        ['Cookie che usiamo', 'Un cookie di sessione ti mantiene connesso (30 giorni). Un cookie della lingua ricorda la tua lingua (365 giorni). Ricordiamo se hai chiuso l’avviso d’ingresso. Sono strettamente necessari e non richiedono consenso.'],
        ['Nessun tracciamento di terzi', 'Non usiamo cookie pubblicitari o di tracciamento di terzi. Se arrivi dal link di un partner, ne ricordiamo il riferimento solo per questa visita, per compensare il partner.'],
        ['Le tue scelte', 'Puoi eliminare i cookie dal browser in qualsiasi momento; verrai disconnesso. Con la disconnessione i dati del tuo account vengono rimossi da questo browser.'],
      ],
    },
    ban: {
      title: 'Blocco dell’accesso',
      sections: [
        ['Quando blocchiamo l’accesso', 'Blocchiamo un account, un indirizzo e-mail o un metodo di pagamento su {site} quando è usato per frodi, molestie, spam, pubblicità, richieste di denaro ai membri o contenuti con minori, o quando il membro ha meno di 18 anni.'],
        ['Cosa comporta un blocco', 'Un membro bloccato non può più accedere né creare un nuovo account. I crediti di un account bloccato per frode vanno persi; altrimenti i crediti non usati vengono rimborsati secondo la nostra politica di rimborso.'],
        ['Segnalare un membro', 'Usa il pulsante di segnalazione su un profilo o in chat, oppure scrivi a {support_email}. Esaminiamo ogni segnalazione, di solito entro un giorno lavorativo.'],
        ['Contestare un blocco', 'Se pensi che il tuo account sia stato bloccato per errore, scrivi a {support_email} indicando il tuo nome utente. Rispondiamo entro 14 giorni.'],
      ],
    },
    faq: {
      title: 'Domande frequenti',
      sections: [
        ['L’iscrizione è gratuita?', 'Sì. Creare un account, cercare, vedere i profili e mettere like è gratis.'],
        ['Quanto costa chattare?', 'Un messaggio costa {message_credits} crediti, una foto in chat {photo_credits} crediti e un regalo {gift_credits} crediti. I crediti sono venduti in pacchetti, ad esempio {bundle}.'],
        ['Cos’è l’abbonamento premium?', 'Il primo acquisto di crediti ti rende membro premium: vedi tutte le foto, carichi fino a 25 foto e avvii tutte le conversazioni che vuoi. Il premium resta anche quando finisci i crediti.'],
        ['Tutti i profili sono reali?', '{fictional_warning}'],
        ['Perché devo confermare l’indirizzo e-mail?', 'Perché gli altri membri sappiano che sei reale: finché non lo confermi, non possono risponderti.'],
        ['Come elimino il mio account?', 'Dalle impostazioni. Puoi riattivarlo entro {reactivation_days} giorni con il link che ti inviamo via e-mail.'],
        ['Come contatto il servizio clienti?', 'Via e-mail a {support_email} o per telefono al {support_phone}.'],
      ],
    },
    service: {
      title: 'Servizio clienti',
      sections: [
        ['Siamo qui per aiutarti', 'Domande sul tuo account, un pagamento o un altro membro? Il nostro team risponde ogni giorno.'],
        ['E-mail', '{support_email}: rispondiamo entro un giorno lavorativo.'],
        ['Telefono', '{support_phone}, dal lunedì al venerdì 9:00–17:00 (CET).'],
        ['Indirizzo postale', '{company}, {address}, {city}, {country}. Numero di registrazione {registration}, partita IVA {vat}.'],
      ],
    },
    'return-policy': {
      title: 'Politica di rimborso',
      sections: [
        ['Diritto di recesso', 'Puoi recedere da un acquisto di crediti entro {refund_days} giorni senza indicarne il motivo. Scrivi a {support_email} con il tuo nome utente e la data dell’acquisto.'],
        ['Cosa viene rimborsato', 'Rimborsiamo il prezzo dei crediti non usati entro 14 giorni dalla richiesta, con il metodo di pagamento utilizzato. I crediti già spesi per messaggi, foto o regali non vengono rimborsati, perché il servizio è stato fornito su tua richiesta.'],
        ['Pagamenti non riusciti o doppi', 'Un pagamento addebitato due volte o per cui non hai ricevuto crediti viene sempre rimborsato per intero, anche dopo {refund_days} giorni.'],
      ],
    },
    '2257': {
      title: '18 U.S.C. 2257 – Dichiarazione di conformità agli obblighi di conservazione dei registri',
      sections: [
        ['Dichiarazione', 'Tutte le persone che compaiono in qualsiasi rappresentazione visiva su {site} avevano 18 anni o più al momento della sua realizzazione.'],
        ['Contenuti dei membri', 'Le foto caricate dai membri sono pubblicate dai membri stessi. {company} non è il produttore principale di questi contenuti. All’iscrizione i membri confermano di avere almeno 18 anni e di possedere i diritti sulle proprie foto.'],
        ['Custode dei registri', 'I registri richiesti da 18 U.S.C. 2257 sono conservati dal custode dei registri presso {company}, {address}, {city}, {country}.'],
      ],
    },
  },
  audience: {
    1: 'single',
    2: 'donne che amano le donne',
    3: 'single trasgressivi',
    4: 'single curvy',
    5: 'donne mature',
    6: 'donne mature',
    7: 'uomini gay',
  },
  landers: {
    tinderswipe: { headline: 'Scorri a destra: {audience} vicino a te', subline: 'Metti like a un profilo e scopri chi ricambia.', points: ['Iscrizione gratuita', 'Match in pochi minuti', 'Privato e discreto'] },
    alonetonight: { headline: 'Solo stasera?', subline: '{audience} vicino a te sono online adesso e cercano compagnia.', points: ['Online ora', 'Chatta stasera', 'Senza impegno'] },
    collagelanding: { headline: 'Migliaia di {audience} ti aspettano', subline: 'Foto vere, chat vere: iscriviti gratis.', points: ['Nuovi membri ogni giorno', 'Foto da mettere like', 'Chatta in pochi secondi'] },
    gallery: { headline: 'Scopri {audience} vicino a te', subline: 'Dai un’occhiata, metti like a chi ti piace e inizia una chat.', points: ['Nuovi profili ogni giorno', 'Cerca per età e regione', 'Naviga gratis'] },
    iconslanding: { headline: 'Conosci {audience} in modo semplice', subline: 'Tutto ciò che serve per trovare un match, in un’unica app.', points: ['Like e match', 'Chatta e invia foto', 'Installala sul telefono'] },
    maplanding: { headline: '{audience} vicino a {place}', subline: 'Guarda chi è vicino a te e saluta.', points: ['Membri nella tua regione', 'Incontri vicini', 'Sicuro e discreto'] },
    socialnetwork: { headline: 'Il social network per {audience}', subline: 'Guarda cosa condividono i membri, metti like ai loro profili e inizia a parlare.', points: ['Una community vivace', 'Like e match', 'Messaggi privati'] },
    transitionsvideolanding: { headline: 'Il tuo prossimo appuntamento è a un clic', subline: 'Conosci {audience} online in questo momento.', points: ['Iscrizione gratuita', 'Membri reali', 'Chatta subito'] },
    video: { headline: 'Guarda chi ti sta aspettando', subline: 'Unisciti a {audience} vicino a te e inizia a chattare oggi.', points: ['Iscrizione gratuita', 'Online ora', 'Privato e discreto'] },
    landing: { headline: '{name} aspetta il tuo messaggio', subline: 'Crea il tuo account gratuito in un minuto e scrivi a {name}.', points: ['Iscrizione gratuita', 'Il messaggio parte appena confermi l’e-mail', 'Privato e discreto'] },
    landing2: { headline: '{name} vuole conoscerti', subline: '{name} da {place} è online. Saluta prima che lo faccia qualcun altro.', points: ['Iscrizione gratuita', 'Chatta subito', 'Privato e discreto'] },
    landing3: { headline: 'Saluta {name}', subline: 'Scrivi il tuo primo messaggio e iscriviti gratis.', points: ['Un minuto per iscriverti', 'Membri reali', 'Sicuro e discreto'] },
  },
  cta: 'Iscriviti gratis',
  ctaMember: 'Scrivi a {name}',
  socialProof: '{count} membri online vicino a {place}',
  bundle: '{credits} crediti a {price}',
  nearYou: 'te',
  termsVersion: 'Versione del {date}',
  home: { intro: 'Conosci persone nuove, metti like, fai match e chatta.', browse: 'Sfoglia i membri', login: 'Accedi' },
  entryWarning: { title: 'Solo per adulti', text: '{site} contiene contenuti per adulti. Entrando confermi di avere almeno 18 anni e di accettare i nostri termini e condizioni.', enter: 'Entra', leave: 'Esci' },
  footer: {
    adults: 'Questo sito è destinato esclusivamente ad adulti di almeno 18 anni.',
    rights: '© {year} {site}. Tutti i diritti riservati.',
    us2257: '18 U.S.C. 2257 – Dichiarazione di conformità agli obblighi di conservazione dei registri: tutte le persone raffigurate su questo sito avevano 18 anni o più al momento della ripresa.',
    readStatement: 'Leggi la dichiarazione completa',
    registration: 'Numero di registrazione: {registration}',
  },
};
