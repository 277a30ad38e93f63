import { isLocale, type Locale } from '../../src/contract/locales.ts';

/**
 * The push texts of decision 178: what the lock screen shows under the member's choice
 * `nothing` (`hidden`), a gift's or a photo's line instead of a text under `name_and_message`, the
 * notification's buttons, and what a push shows that is not for the device's current member.
 */
export interface PushExtraTexts {
  hidden: { message: string; like: string; match: string };
  gift: string;
  image: string;
  read: string;
  open: string;
  generic: string;
}

export const pushExtraTexts: Record<Locale, PushExtraTexts> = {
  da: { hidden: { message: 'Ny besked', like: 'Nyt like', match: 'Nyt match' }, gift: 'Har sendt dig en gave', image: 'Har sendt dig et billede', read: 'Markér som læst', open: 'Åbn', generic: 'Du har en ny notifikation' },
  de: { hidden: { message: 'Neue Nachricht', like: 'Neues Like', match: 'Neues Match' }, gift: 'Hat dir ein Geschenk geschickt', image: 'Hat dir ein Foto geschickt', read: 'Als gelesen markieren', open: 'Öffnen', generic: 'Du hast eine neue Benachrichtigung' },
  en: { hidden: { message: 'New message', like: 'New like', match: 'New match' }, gift: 'Sent you a gift', image: 'Sent you a photo', read: 'Mark as read', open: 'Open', generic: 'You have a new notification' },
  es: { hidden: { message: 'Nuevo mensaje', like: 'Nuevo me gusta', match: 'Nuevo match' }, gift: 'Te ha enviado un regalo', image: 'Te ha enviado una foto', read: 'Marcar como leído', open: 'Abrir', generic: 'Tienes una nueva notificación' },
  fi: { hidden: { message: 'Uusi viesti', like: 'Uusi tykkäys', match: 'Uusi match' }, gift: 'Lähetti sinulle lahjan', image: 'Lähetti sinulle kuvan', read: 'Merkitse luetuksi', open: 'Avaa', generic: 'Sinulla on uusi ilmoitus' },
  fr: { hidden: { message: 'Nouveau message', like: 'Nouveau like', match: 'Nouveau match' }, gift: 'Vous a envoyé un cadeau', image: 'Vous a envoyé une photo', read: 'Marquer comme lu', open: 'Ouvrir', generic: 'Vous avez une nouvelle notification' },
  it: { hidden: { message: 'Nuovo messaggio', like: 'Nuovo like', match: 'Nuovo match' }, gift: 'Ti ha inviato un regalo', image: 'Ti ha inviato una foto', read: 'Segna come letto', open: 'Apri', generic: 'Hai una nuova notifica' },
  nb: { hidden: { message: 'Ny melding', like: 'Ny like', match: 'Ny match' }, gift: 'Har sendt deg en gave', image: 'Har sendt deg et bilde', read: 'Merk som lest', open: 'Åpne', generic: 'Du har et nytt varsel' },
  nl: { hidden: { message: 'Nieuw bericht', like: 'Nieuwe like', match: 'Nieuwe match' }, gift: 'Heeft je een cadeau gestuurd', image: 'Heeft je een foto gestuurd', read: 'Markeren als gelezen', open: 'Openen', generic: 'Je hebt een nieuwe melding' },
  pl: { hidden: { message: 'Nowa wiadomość', like: 'Nowe polubienie', match: 'Nowe dopasowanie' }, gift: 'Wysłał(a) ci prezent', image: 'Wysłał(a) ci zdjęcie', read: 'Oznacz jako przeczytane', open: 'Otwórz', generic: 'Masz nowe powiadomienie' },
  sv: { hidden: { message: 'Nytt meddelande', like: 'Ny gilla-markering', match: 'Ny match' }, gift: 'Har skickat en gåva till dig', image: 'Har skickat ett foto till dig', read: 'Markera som läst', open: 'Öppna', generic: 'Du har en ny avisering' },
};

export function pushExtrasFor(language: string): PushExtraTexts {
  return pushExtraTexts[isLocale(language) ? language : 'en'];
}
