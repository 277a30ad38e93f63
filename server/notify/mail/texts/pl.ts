import type { MailTexts } from './types.ts';

export const pl: MailTexts = {
  greeting: 'Cześć {name},',
  kinds: {
    activate: {
      subject: 'Potwierdź swój adres e-mail w {site}',
      intro: 'Witamy w {site}! Potwierdź swój adres e-mail, aby inni członkowie mogli Ci odpowiadać.',
      button: 'Potwierdź adres e-mail',
      validity: 'Ten link jest ważny przez {days} dni.',
    },
    reset: {
      subject: 'Zresetuj hasło w {site}',
      intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w {site}. Wybierz nowe hasło za pomocą przycisku poniżej.',
      button: 'Wybierz nowe hasło',
      validity: 'Ten link jest ważny przez 2 godziny.',
    },
    mailChange: {
      subject: 'Potwierdź nowy adres e-mail w {site}',
      intro: 'Poprosiłeś o używanie tego adresu dla swojego konta w {site}. Potwierdź go za pomocą przycisku poniżej.',
      button: 'Potwierdź nowy adres e-mail',
      validity: 'Ten link jest ważny przez {days} dni.',
    },
    mailChanged: {
      subject: 'Adres e-mail Twojego konta w {site} został zmieniony',
      intro: 'Adres e-mail Twojego konta w {site} został właśnie zmieniony na inny, a wszystkie inne urządzenia zostały wylogowane. Jeśli to Ty, nie musisz nic więcej robić. Jeśli nie, natychmiast napisz do naszego działu pomocy, abyśmy mogli zabezpieczyć Twoje konto.',
      button: 'Skontaktuj się z pomocą',
      validity: '',
      footer: 'Dla Twojego bezpieczeństwa wysyłamy to powiadomienie na Twój poprzedni adres.',
    },
    reactivate: {
      subject: 'Twoje konto w {site} zostanie usunięte',
      intro: 'Twoje konto w {site} zostało dezaktywowane i zostanie trwale usunięte za {days} dni. Zmieniłeś zdanie? Aktywuj je ponownie za pomocą przycisku poniżej.',
      button: 'Aktywuj ponownie moje konto',
      validity: 'Ten link jest ważny przez {days} dni.',
    },
    dataExport: {
      subject: 'Twoje dane z {site} są gotowe do pobrania',
      intro: 'Kopia Twoich danych osobowych, o którą prosiłeś(-aś) w {site}, jest gotowa. Zaloguj się i pobierz ją na stronie ustawień; dla Twojego bezpieczeństwa pobieranie działa tylko wtedy, gdy jesteś zalogowany(-a).',
      button: 'Pobierz moje dane',
      validity: 'Plik można pobrać przez {days} dni, potem zostanie usunięty.',
    },
  },
  linkFallback: 'Możesz też skopiować ten link do przeglądarki:',
  ignore: 'Jeśli to nie Ty, możesz zignorować tę wiadomość.',
  unsubscribe: 'Wypisz się z e-maili',
  sentBy: 'Ten e-mail został wysłany przez {site}.',
  unsubscribePage: {
    question: "Zrezygnować z e-maili od {site}?",
    button: "Wypisz się",
    done: "Nie będziesz już otrzymywać e-maili od {site}.",
    invalid: "Ten link do wypisania się jest nieprawidłowy.",
    reenable: "E-maile możesz w każdej chwili ponownie włączyć na stronie powiadomień w swoim koncie.",
  },
};
