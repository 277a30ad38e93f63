import { isLocale, type Locale } from '../../src/contract/locales.ts';

/** Notification events and the preference (SPEC §3) that allows each. */
export type NotifyEvent = 'message' | 'conversation' | 'like' | 'match' | 'reminder' | 'update';

interface Lines {
  title: string;
  body: string;
}
interface MailLines {
  subject: string;
  intro: string;
  button: string;
}
export interface NotifyTexts {
  push: Record<Exclude<NotifyEvent, 'update'>, Lines>;
  mail: Record<NotifyEvent, MailLines>;
  greeting: string;
  why: string;
  unsubscribe: string;
  /** the one-click unsubscribe page of a notification mail: only that kind is turned off */
  unsubscribeQuestion: string;
  unsubscribeDone: string;
}

// Placeholders: {name} the other member, {site}, {count} unread messages, {likes} new likes.
const en: NotifyTexts = {
  push: {
    message: { title: '{name} sent you a message', body: 'Open the chat to read it.' },
    conversation: { title: '{name} started a conversation with you', body: 'Open the chat to read the first message.' },
    like: { title: '{name} likes you', body: 'Have a look at the profile.' },
    match: { title: "It's a match with {name}!", body: 'You like each other. Say hello!' },
    reminder: { title: 'You have unread messages', body: 'Messages are waiting for your answer: {count}' },
  },
  mail: {
    message: { subject: '{name} sent you a message on {site}', intro: 'You have a new message from {name}. Open the chat to read it and reply.', button: 'Read the message' },
    conversation: { subject: '{name} wants to chat with you on {site}', intro: '{name} started a conversation with you. Read the first message and reply.', button: 'Read the message' },
    like: { subject: '{name} likes you on {site}', intro: '{name} likes your profile. Have a look and like back for a match.', button: 'View profile' },
    match: { subject: "It's a match with {name} on {site}!", intro: 'You and {name} like each other. Start a conversation now.', button: 'Start chatting' },
    reminder: { subject: 'You have unread messages on {site}', intro: 'Messages are waiting for your answer on {site}: {count}', button: 'Read messages' },
    update: { subject: 'Your week on {site}', intro: 'This week on {site}: {likes} new likes and {count} unread messages.', button: 'Open {site}' },
  },
  greeting: 'Hi {name},',
  why: 'You receive this e-mail because of your notification settings on {site}.',
  unsubscribe: 'Unsubscribe from these e-mails',
  unsubscribeQuestion: 'Stop these e-mails from {site}?',
  unsubscribeDone: 'You will no longer receive these e-mails from {site}. Other e-mails are not affected.',
};

const de: NotifyTexts = {
  push: {
    message: { title: '{name} hat dir eine Nachricht geschickt', body: 'Öffne den Chat, um sie zu lesen.' },
    conversation: { title: '{name} hat ein Gespräch mit dir begonnen', body: 'Öffne den Chat, um die erste Nachricht zu lesen.' },
    like: { title: '{name} mag dich', body: 'Sieh dir das Profil an.' },
    match: { title: 'Es ist ein Match mit {name}!', body: 'Ihr mögt euch gegenseitig. Sag hallo!' },
    reminder: { title: 'Du hast ungelesene Nachrichten', body: 'Nachrichten warten auf deine Antwort: {count}' },
  },
  mail: {
    message: { subject: '{name} hat dir auf {site} geschrieben', intro: 'Du hast eine neue Nachricht von {name}. Öffne den Chat, um sie zu lesen und zu antworten.', button: 'Nachricht lesen' },
    conversation: { subject: '{name} möchte auf {site} mit dir chatten', intro: '{name} hat ein Gespräch mit dir begonnen. Lies die erste Nachricht und antworte.', button: 'Nachricht lesen' },
    like: { subject: '{name} mag dich auf {site}', intro: '{name} mag dein Profil. Sieh es dir an und like zurück für ein Match.', button: 'Profil ansehen' },
    match: { subject: 'Es ist ein Match mit {name} auf {site}!', intro: 'Du und {name} mögt euch gegenseitig. Beginnt jetzt ein Gespräch.', button: 'Chat starten' },
    reminder: { subject: 'Du hast ungelesene Nachrichten auf {site}', intro: 'Nachrichten warten auf {site} auf deine Antwort: {count}', button: 'Nachrichten lesen' },
    update: { subject: 'Deine Woche auf {site}', intro: 'Diese Woche auf {site}: {likes} neue Likes und {count} ungelesene Nachrichten.', button: '{site} öffnen' },
  },
  greeting: 'Hallo {name},',
  why: 'Du erhältst diese E-Mail wegen deiner Benachrichtigungseinstellungen auf {site}.',
  unsubscribe: 'Diese E-Mails abbestellen',
  unsubscribeQuestion: 'Diese E-Mails von {site} abbestellen?',
  unsubscribeDone: 'Du erhältst diese E-Mails von {site} nicht mehr. Andere E-Mails sind davon nicht betroffen.',
};

const nl: NotifyTexts = {
  push: {
    message: { title: '{name} heeft je een bericht gestuurd', body: 'Open de chat om het te lezen.' },
    conversation: { title: '{name} is een gesprek met je begonnen', body: 'Open de chat om het eerste bericht te lezen.' },
    like: { title: '{name} vindt je leuk', body: 'Bekijk het profiel.' },
    match: { title: 'Het is een match met {name}!', body: 'Jullie vinden elkaar leuk. Zeg hallo!' },
    reminder: { title: 'Je hebt ongelezen berichten', body: 'Berichten wachten op je antwoord: {count}' },
  },
  mail: {
    message: { subject: '{name} heeft je een bericht gestuurd op {site}', intro: 'Je hebt een nieuw bericht van {name}. Open de chat om het te lezen en te antwoorden.', button: 'Bericht lezen' },
    conversation: { subject: '{name} wil met je chatten op {site}', intro: '{name} is een gesprek met je begonnen. Lees het eerste bericht en antwoord.', button: 'Bericht lezen' },
    like: { subject: '{name} vindt je leuk op {site}', intro: '{name} vindt je profiel leuk. Bekijk het en like terug voor een match.', button: 'Profiel bekijken' },
    match: { subject: 'Het is een match met {name} op {site}!', intro: 'Jij en {name} vinden elkaar leuk. Begin nu een gesprek.', button: 'Begin met chatten' },
    reminder: { subject: 'Je hebt ongelezen berichten op {site}', intro: 'Berichten wachten op {site} op je antwoord: {count}', button: 'Berichten lezen' },
    update: { subject: 'Jouw week op {site}', intro: 'Deze week op {site}: {likes} nieuwe likes en {count} ongelezen berichten.', button: '{site} openen' },
  },
  greeting: 'Hoi {name},',
  why: 'Je ontvangt deze e-mail vanwege je meldingsinstellingen op {site}.',
  unsubscribe: 'Afmelden voor deze e-mails',
  unsubscribeQuestion: 'Deze e-mails van {site} stopzetten?',
  unsubscribeDone: 'Je ontvangt deze e-mails van {site} niet meer. Andere e-mails blijven ongewijzigd.',
};

const fr: NotifyTexts = {
  push: {
    message: { title: '{name} vous a envoyé un message', body: 'Ouvrez la discussion pour le lire.' },
    conversation: { title: '{name} a commencé une conversation avec vous', body: 'Ouvrez la discussion pour lire le premier message.' },
    like: { title: '{name} vous aime bien', body: 'Jetez un œil au profil.' },
    match: { title: "C'est un match avec {name} !", body: 'Vous vous plaisez mutuellement. Dites bonjour !' },
    reminder: { title: 'Vous avez des messages non lus', body: 'Messages en attente de votre réponse : {count}' },
  },
  mail: {
    message: { subject: '{name} vous a envoyé un message sur {site}', intro: 'Vous avez un nouveau message de {name}. Ouvrez la discussion pour le lire et répondre.', button: 'Lire le message' },
    conversation: { subject: '{name} veut discuter avec vous sur {site}', intro: '{name} a commencé une conversation avec vous. Lisez le premier message et répondez.', button: 'Lire le message' },
    like: { subject: '{name} vous aime bien sur {site}', intro: '{name} aime votre profil. Jetez un œil et aimez en retour pour un match.', button: 'Voir le profil' },
    match: { subject: "C'est un match avec {name} sur {site} !", intro: 'Vous et {name} vous plaisez mutuellement. Commencez une conversation maintenant.', button: 'Commencer à discuter' },
    reminder: { subject: 'Vous avez des messages non lus sur {site}', intro: 'Messages en attente de votre réponse sur {site} : {count}', button: 'Lire les messages' },
    update: { subject: 'Votre semaine sur {site}', intro: 'Cette semaine sur {site} : {likes} nouveaux likes et {count} messages non lus.', button: 'Ouvrir {site}' },
  },
  greeting: 'Bonjour {name},',
  why: 'Vous recevez cet e-mail en raison de vos paramètres de notification sur {site}.',
  unsubscribe: 'Se désabonner de ces e-mails',
  unsubscribeQuestion: 'Ne plus recevoir ces e-mails de {site} ?',
  unsubscribeDone: 'Vous ne recevrez plus ces e-mails de {site}. Les autres e-mails ne sont pas concernés.',
};

const es: NotifyTexts = {
  push: {
    message: { title: '{name} te ha enviado un mensaje', body: 'Abre el chat para leerlo.' },
    conversation: { title: '{name} ha empezado una conversación contigo', body: 'Abre el chat para leer el primer mensaje.' },
    like: { title: 'Le gustas a {name}', body: 'Echa un vistazo al perfil.' },
    match: { title: '¡Es un match con {name}!', body: 'Os gustáis mutuamente. ¡Saluda!' },
    reminder: { title: 'Tienes mensajes sin leer', body: 'Mensajes esperando tu respuesta: {count}' },
  },
  mail: {
    message: { subject: '{name} te ha enviado un mensaje en {site}', intro: 'Tienes un mensaje nuevo de {name}. Abre el chat para leerlo y responder.', button: 'Leer el mensaje' },
    conversation: { subject: '{name} quiere chatear contigo en {site}', intro: '{name} ha empezado una conversación contigo. Lee el primer mensaje y responde.', button: 'Leer el mensaje' },
    like: { subject: 'Le gustas a {name} en {site}', intro: 'A {name} le gusta tu perfil. Échale un vistazo y dale like para un match.', button: 'Ver perfil' },
    match: { subject: '¡Es un match con {name} en {site}!', intro: 'A ti y a {name} os gustáis mutuamente. Empezad una conversación ahora.', button: 'Empezar a chatear' },
    reminder: { subject: 'Tienes mensajes sin leer en {site}', intro: 'Mensajes esperando tu respuesta en {site}: {count}', button: 'Leer mensajes' },
    update: { subject: 'Tu semana en {site}', intro: 'Esta semana en {site}: {likes} likes nuevos y {count} mensajes sin leer.', button: 'Abrir {site}' },
  },
  greeting: 'Hola, {name}:',
  why: 'Recibes este correo por tu configuración de notificaciones en {site}.',
  unsubscribe: 'Darse de baja de estos correos',
  unsubscribeQuestion: '¿Dejar de recibir estos correos de {site}?',
  unsubscribeDone: 'Ya no recibirás estos correos de {site}. Los demás correos no cambian.',
};

const it: NotifyTexts = {
  push: {
    message: { title: '{name} ti ha inviato un messaggio', body: 'Apri la chat per leggerlo.' },
    conversation: { title: '{name} ha iniziato una conversazione con te', body: 'Apri la chat per leggere il primo messaggio.' },
    like: { title: 'Piaci a {name}', body: 'Dai un’occhiata al profilo.' },
    match: { title: 'È un match con {name}!', body: 'Vi piacete a vicenda. Saluta!' },
    reminder: { title: 'Hai messaggi non letti', body: 'Messaggi in attesa di risposta: {count}' },
  },
  mail: {
    message: { subject: '{name} ti ha inviato un messaggio su {site}', intro: 'Hai un nuovo messaggio da {name}. Apri la chat per leggerlo e rispondere.', button: 'Leggi il messaggio' },
    conversation: { subject: '{name} vuole chattare con te su {site}', intro: '{name} ha iniziato una conversazione con te. Leggi il primo messaggio e rispondi.', button: 'Leggi il messaggio' },
    like: { subject: 'Piaci a {name} su {site}', intro: 'A {name} piace il tuo profilo. Dai un’occhiata e ricambia il like per un match.', button: 'Vedi il profilo' },
    match: { subject: 'È un match con {name} su {site}!', intro: 'Tu e {name} vi piacete a vicenda. Iniziate subito una conversazione.', button: 'Inizia a chattare' },
    reminder: { subject: 'Hai messaggi non letti su {site}', intro: 'Messaggi in attesa di risposta su {site}: {count}', button: 'Leggi i messaggi' },
    update: { subject: 'La tua settimana su {site}', intro: 'Questa settimana su {site}: {likes} nuovi like e {count} messaggi non letti.', button: 'Apri {site}' },
  },
  greeting: 'Ciao {name},',
  why: 'Ricevi questa e-mail per le tue impostazioni di notifica su {site}.',
  unsubscribe: 'Annulla l’iscrizione a queste e-mail',
  unsubscribeQuestion: 'Non ricevere più queste e-mail da {site}?',
  unsubscribeDone: 'Non riceverai più queste e-mail da {site}. Le altre e-mail non cambiano.',
};

const da: NotifyTexts = {
  push: {
    message: { title: '{name} har sendt dig en besked', body: 'Åbn chatten for at læse den.' },
    conversation: { title: '{name} har startet en samtale med dig', body: 'Åbn chatten for at læse den første besked.' },
    like: { title: '{name} kan lide dig', body: 'Tag et kig på profilen.' },
    match: { title: 'Det er et match med {name}!', body: 'I kan lide hinanden. Sig hej!' },
    reminder: { title: 'Du har ulæste beskeder', body: 'Beskeder venter på dit svar: {count}' },
  },
  mail: {
    message: { subject: '{name} har sendt dig en besked på {site}', intro: 'Du har en ny besked fra {name}. Åbn chatten for at læse den og svare.', button: 'Læs beskeden' },
    conversation: { subject: '{name} vil chatte med dig på {site}', intro: '{name} har startet en samtale med dig. Læs den første besked og svar.', button: 'Læs beskeden' },
    like: { subject: '{name} kan lide dig på {site}', intro: '{name} kan lide din profil. Tag et kig og like tilbage for et match.', button: 'Se profil' },
    match: { subject: 'Det er et match med {name} på {site}!', intro: 'Du og {name} kan lide hinanden. Start en samtale nu.', button: 'Start en chat' },
    reminder: { subject: 'Du har ulæste beskeder på {site}', intro: 'Beskeder venter på dit svar på {site}: {count}', button: 'Læs beskeder' },
    update: { subject: 'Din uge på {site}', intro: 'Denne uge på {site}: {likes} nye likes og {count} ulæste beskeder.', button: 'Åbn {site}' },
  },
  greeting: 'Hej {name},',
  why: 'Du modtager denne e-mail på grund af dine notifikationsindstillinger på {site}.',
  unsubscribe: 'Afmeld disse e-mails',
  unsubscribeQuestion: 'Stop disse e-mails fra {site}?',
  unsubscribeDone: 'Du modtager ikke længere disse e-mails fra {site}. Andre e-mails påvirkes ikke.',
};

const nb: NotifyTexts = {
  push: {
    message: { title: '{name} har sendt deg en melding', body: 'Åpne chatten for å lese den.' },
    conversation: { title: '{name} har startet en samtale med deg', body: 'Åpne chatten for å lese den første meldingen.' },
    like: { title: '{name} liker deg', body: 'Ta en titt på profilen.' },
    match: { title: 'Det er en match med {name}!', body: 'Dere liker hverandre. Si hei!' },
    reminder: { title: 'Du har uleste meldinger', body: 'Meldinger venter på svaret ditt: {count}' },
  },
  mail: {
    message: { subject: '{name} har sendt deg en melding på {site}', intro: 'Du har en ny melding fra {name}. Åpne chatten for å lese den og svare.', button: 'Les meldingen' },
    conversation: { subject: '{name} vil chatte med deg på {site}', intro: '{name} har startet en samtale med deg. Les den første meldingen og svar.', button: 'Les meldingen' },
    like: { subject: '{name} liker deg på {site}', intro: '{name} liker profilen din. Ta en titt og lik tilbake for en match.', button: 'Se profil' },
    match: { subject: 'Det er en match med {name} på {site}!', intro: 'Du og {name} liker hverandre. Start en samtale nå.', button: 'Start en chat' },
    reminder: { subject: 'Du har uleste meldinger på {site}', intro: 'Meldinger venter på svaret ditt på {site}: {count}', button: 'Les meldinger' },
    update: { subject: 'Uken din på {site}', intro: 'Denne uken på {site}: {likes} nye likes og {count} uleste meldinger.', button: 'Åpne {site}' },
  },
  greeting: 'Hei {name},',
  why: 'Du får denne e-posten på grunn av varslingsinnstillingene dine på {site}.',
  unsubscribe: 'Avslutt abonnementet på disse e-postene',
  unsubscribeQuestion: 'Stoppe disse e-postene fra {site}?',
  unsubscribeDone: 'Du får ikke lenger disse e-postene fra {site}. Andre e-poster påvirkes ikke.',
};

const sv: NotifyTexts = {
  push: {
    message: { title: '{name} har skickat ett meddelande till dig', body: 'Öppna chatten för att läsa det.' },
    conversation: { title: '{name} har startat en konversation med dig', body: 'Öppna chatten för att läsa det första meddelandet.' },
    like: { title: '{name} gillar dig', body: 'Ta en titt på profilen.' },
    match: { title: 'Det är en match med {name}!', body: 'Ni gillar varandra. Säg hej!' },
    reminder: { title: 'Du har olästa meddelanden', body: 'Meddelanden väntar på ditt svar: {count}' },
  },
  mail: {
    message: { subject: '{name} har skickat ett meddelande till dig på {site}', intro: 'Du har ett nytt meddelande från {name}. Öppna chatten för att läsa det och svara.', button: 'Läs meddelandet' },
    conversation: { subject: '{name} vill chatta med dig på {site}', intro: '{name} har startat en konversation med dig. Läs det första meddelandet och svara.', button: 'Läs meddelandet' },
    like: { subject: '{name} gillar dig på {site}', intro: '{name} gillar din profil. Ta en titt och gilla tillbaka för en match.', button: 'Visa profil' },
    match: { subject: 'Det är en match med {name} på {site}!', intro: 'Du och {name} gillar varandra. Starta en konversation nu.', button: 'Börja chatta' },
    reminder: { subject: 'Du har olästa meddelanden på {site}', intro: 'Meddelanden väntar på ditt svar på {site}: {count}', button: 'Läs meddelanden' },
    update: { subject: 'Din vecka på {site}', intro: 'Den här veckan på {site}: {likes} nya gillningar och {count} olästa meddelanden.', button: 'Öppna {site}' },
  },
  greeting: 'Hej {name},',
  why: 'Du får det här mejlet på grund av dina aviseringsinställningar på {site}.',
  unsubscribe: 'Avregistrera dig från de här mejlen',
  unsubscribeQuestion: 'Sluta ta emot de här mejlen från {site}?',
  unsubscribeDone: 'Du får inte längre de här mejlen från {site}. Andra mejl påverkas inte.',
};

const fi: NotifyTexts = {
  push: {
    message: { title: '{name} lähetti sinulle viestin', body: 'Avaa keskustelu lukeaksesi sen.' },
    conversation: { title: '{name} aloitti keskustelun kanssasi', body: 'Avaa keskustelu lukeaksesi ensimmäisen viestin.' },
    like: { title: '{name} tykkää sinusta', body: 'Katso profiili.' },
    match: { title: 'Match: {name}!', body: 'Tykkäätte toisistanne. Sano hei!' },
    reminder: { title: 'Sinulla on lukemattomia viestejä', body: 'Viestit odottavat vastaustasi: {count}' },
  },
  mail: {
    message: { subject: '{name} lähetti sinulle viestin palvelussa {site}', intro: 'Sinulla on uusi viesti käyttäjältä {name}. Avaa keskustelu lukeaksesi sen ja vastataksesi.', button: 'Lue viesti' },
    conversation: { subject: '{name} haluaa jutella kanssasi palvelussa {site}', intro: '{name} aloitti keskustelun kanssasi. Lue ensimmäinen viesti ja vastaa.', button: 'Lue viesti' },
    like: { subject: '{name} tykkää sinusta palvelussa {site}', intro: '{name} tykkää profiilistasi. Katso profiili ja tykkää takaisin, niin syntyy match.', button: 'Näytä profiili' },
    match: { subject: 'Match: {name} palvelussa {site}!', intro: 'Sinä ja {name} tykkäätte toisistanne. Aloita keskustelu nyt.', button: 'Aloita keskustelu' },
    reminder: { subject: 'Sinulla on lukemattomia viestejä palvelussa {site}', intro: 'Viestit odottavat vastaustasi palvelussa {site}: {count}', button: 'Lue viestit' },
    update: { subject: 'Viikkosi palvelussa {site}', intro: 'Tällä viikolla palvelussa {site}: {likes} uutta tykkäystä ja {count} lukematonta viestiä.', button: 'Avaa {site}' },
  },
  greeting: 'Hei {name},',
  why: 'Saat tämän sähköpostin ilmoitusasetustesi vuoksi palvelussa {site}.',
  unsubscribe: 'Peru näiden sähköpostien tilaus',
  unsubscribeQuestion: 'Lopetetaanko nämä sähköpostit palvelusta {site}?',
  unsubscribeDone: 'Et enää saa näitä sähköposteja palvelusta {site}. Muut sähköpostit eivät muutu.',
};

const pl: NotifyTexts = {
  push: {
    message: { title: '{name} wysłał(a) Ci wiadomość', body: 'Otwórz czat, aby ją przeczytać.' },
    conversation: { title: '{name} rozpoczął(a) z Tobą rozmowę', body: 'Otwórz czat, aby przeczytać pierwszą wiadomość.' },
    like: { title: '{name} lubi Cię', body: 'Zajrzyj na profil.' },
    match: { title: 'Masz match z {name}!', body: 'Podobacie się sobie nawzajem. Przywitaj się!' },
    reminder: { title: 'Masz nieprzeczytane wiadomości', body: 'Wiadomości czekające na odpowiedź: {count}' },
  },
  mail: {
    message: { subject: '{name} wysłał(a) Ci wiadomość w {site}', intro: 'Masz nową wiadomość od {name}. Otwórz czat, aby ją przeczytać i odpowiedzieć.', button: 'Przeczytaj wiadomość' },
    conversation: { subject: '{name} chce z Tobą porozmawiać w {site}', intro: '{name} rozpoczął(a) z Tobą rozmowę. Przeczytaj pierwszą wiadomość i odpowiedz.', button: 'Przeczytaj wiadomość' },
    like: { subject: '{name} lubi Cię w {site}', intro: '{name} lubi Twój profil. Zajrzyj i polub w odpowiedzi, aby mieć match.', button: 'Zobacz profil' },
    match: { subject: 'Masz match z {name} w {site}!', intro: 'Ty i {name} podobacie się sobie nawzajem. Rozpocznij rozmowę teraz.', button: 'Zacznij czat' },
    reminder: { subject: 'Masz nieprzeczytane wiadomości w {site}', intro: 'Wiadomości czekające na odpowiedź w {site}: {count}', button: 'Czytaj wiadomości' },
    update: { subject: 'Twój tydzień w {site}', intro: 'W tym tygodniu w {site}: nowe polubienia: {likes}, nieprzeczytane wiadomości: {count}.', button: 'Otwórz {site}' },
  },
  greeting: 'Cześć {name},',
  why: 'Otrzymujesz tę wiadomość ze względu na ustawienia powiadomień w {site}.',
  unsubscribe: 'Wypisz się z tych e-maili',
  unsubscribeQuestion: 'Zrezygnować z tych e-maili od {site}?',
  unsubscribeDone: 'Nie będziesz już otrzymywać tych e-maili od {site}. Inne e-maile pozostają bez zmian.',
};

export const notifyTexts: Record<Locale, NotifyTexts> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

export function textsFor(language: string): NotifyTexts {
  return notifyTexts[isLocale(language) ? language : 'en'];
}
