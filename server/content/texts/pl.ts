import type { ContentTexts } from './types.ts';

export const pl: ContentTexts = {
  pages: {
    accessibility: {
      title: 'Dostępność',
      sections: [
        ['Nasz cel', '{site} dąży do spełnienia Wytycznych dotyczących dostępności treści internetowych (WCAG) 2.1 na poziomie AA na telefonach i komputerach. Sprawdzamy każdy ekran testami automatycznymi i za pomocą klawiatury.'],
        ['Co możesz zrobić', 'Korzystać z całej strony wyłącznie za pomocą klawiatury: fokus jest zawsze widoczny i przechodzi do nagłówka każdego nowego ekranu. Używać czytnika ekranu: przyciski, linki i zdjęcia mają nazwy, a nowe wiadomości w otwartej rozmowie oraz powiadomienia są odczytywane. Powiększyć tekst do 200 % bez utraty treści. Włączyć ograniczenie ruchu na swoim urządzeniu, aby wyłączyć animacje. Polubić lub pominąć profil w grze swipe przyciskami lub klawiszami strzałek zamiast przeciągania.'],
        ['Znane ograniczenia', 'Zdjęcia przesłane przez członków są opisane tylko imieniem członka. Strony płatności operatorów płatności są poza naszą kontrolą.'],
        ['Zgłoś barierę', 'Jeśli jakaś część {site} jest dla Ciebie trudna lub niemożliwa w użyciu, napisz na {support_email} lub zadzwoń pod {support_phone}: która strona i co się stało. Odpowiadamy w ciągu pięciu dni roboczych i informujemy, jak i kiedy to naprawimy.'],
      ],
    },
    terms: {
      title: 'Regulamin',
      sections: [
        ['1. Kim jesteśmy', 'Serwis {site} ({domain}) prowadzi {company}, {address}, {city}, {country}, numer rejestrowy {registration}, numer VAT {vat}. {company} działa także pod nazwami {tradenames}. Niniejszy regulamin dotyczy każdego korzystania z serwisu {site}.'],
        ['2. Członkostwo', 'Aby korzystać z serwisu {site}, musisz mieć ukończone 18 lat. Zakładasz jedno konto z prawdziwymi danymi i nie udostępniasz nikomu hasła. Odpowiadasz za wszystko, co dzieje się na Twoim koncie.', 'Członkostwo jest bezpłatne. Bezpłatni członkowie mogą rozpocząć do {free_conversations} rozmów i dodać do 3 zdjęć; członkowie premium do 25 zdjęć.'],
        ['3. Kredyty i płatności', 'Wiadomość kosztuje {message_credits} kredytów, zdjęcie w czacie {photo_credits} kredytów, a prezent {gift_credits} kredytów. Kredyty kupujesz w pakietach po cenach widocznych w sklepie przed zapłatą. Zakup dowolnego pakietu daje Ci członkostwo premium.', 'Kredyty nie mają wartości pieniężnej, nie można ich przenosić i są zużywane w kolejności zakupu.'],
        ['4. Profile fikcyjne', '{fictional_warning} Profile fikcyjne są oznaczone na każdej karcie i stronie profilu, więc rozpoznasz je od razu.'],
        ['5. Twoje zachowanie', 'Bądź uprzejmy. Nie publikuj treści nielegalnych, przedstawiających osoby niepełnoletnie, brutalnych lub nienawistnych, naruszających prawa innych ani reklamujących inne usługi. Nie proś innych członków o pieniądze. Możemy usuwać treści i blokować konta, które łamią te zasady (zobacz stronę o blokadzie dostępu).'],
        ['6. Odstąpienie i zwroty', 'Możesz odstąpić od zakupu w ciągu {refund_days} dni, jak opisano w naszej polityce zwrotów. Wykorzystane kredyty nie podlegają zwrotowi.'],
        ['7. Zakończenie członkostwa', 'Możesz w każdej chwili usunąć konto w ustawieniach. Możesz je przywrócić w ciągu {reactivation_days} dni przez link, który wyślemy e-mailem; potem Twoje dane zostaną usunięte.'],
        ['8. Odpowiedzialność', 'Udostępniamy serwis {site} w obecnej postaci i dbamy o to, by był dostępny i bezpieczny. Nie odpowiadamy za to, co piszą lub robią członkowie, ani za spotkania między nimi, chyba że prawo nie dopuszcza takiego ograniczenia.'],
        ['9. Zmiany i prawo właściwe', 'Regulamin obowiązuje od {terms_version}. Gdy go zmienimy, przy następnym logowaniu poprosimy Cię o akceptację nowej wersji. Obowiązuje prawo holenderskie; właściwy jest sąd w mieście {city}, bez uszczerbku dla bezwzględnej ochrony w kraju Twojego zamieszkania.'],
      ],
    },
    privacy: {
      title: 'Polityka prywatności',
      sections: [
        ['Administrator danych', '{company}, {address}, {city}, {country} (numer rejestrowy {registration}) jest administratorem danych osobowych przetwarzanych w serwisie {site}. Pytania: {support_email}.'],
        ['Jakie dane zbieramy', 'Dane, które nam podajesz (adres e-mail, nazwa użytkownika, data urodzenia, płeć, kogo szukasz, lokalizacja, zdjęcia i opis profilu), Twoje wiadomości, polubienia i zakupy oraz dane techniczne, takie jak adres IP, przeglądarka i odwiedzane strony.'],
        ['W jakim celu', 'Aby prowadzić Twoje konto i pokazywać profil innym członkom, dostarczać wiadomości i powiadomienia, obsługiwać płatności, zapobiegać oszustwom i nadużyciom, wypełniać obowiązki prawne oraz, za Twoją zgodą, wysyłać oferty. Podstawą prawną jest umowa z Tobą, nasz prawnie uzasadniony interes, obowiązki prawne i Twoja zgoda.'],
        ['Kto je otrzymuje', 'Inni członkowie widzą Twój publiczny profil. Dostawcy płatności, hostingu i poczty przetwarzają dane w naszym imieniu na podstawie umowy powierzenia. Nigdy nie sprzedajemy Twoich danych.'],
        ['Jak długo je przechowujemy', 'Tak długo, jak istnieje Twoje konto. Po usunięciu konta kasujemy dane po upływie {reactivation_days}-dniowego okresu na przywrócenie, z wyjątkiem dokumentów, które musimy przechowywać z mocy prawa (np. faktur).'],
        ['Twoje prawa', 'Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przeniesienia oraz sprzeciwu wobec ich wykorzystania. Napisz na {support_email}. Możesz też złożyć skargę do Prezesa UODO.'],
      ],
    },
    cookies: {
      title: 'Polityka plików cookie',
      sections: [
        ['Czym są pliki cookie', 'Pliki cookie to małe pliki, które strona zapisuje w Twojej przeglądarce. {site} zapisuje też dane w przeglądarce (IndexedDB), aby aplikacja działała szybko i offline.'],
        ['Jakich plików cookie używamy', 'Plik cookie sesji utrzymuje Cię zalogowanym (30 dni). Plik cookie języka zapamiętuje Twój język (365 dni). Zapamiętujemy, czy zamknąłeś ostrzeżenie przy wejściu. Są one niezbędne i nie wymagają zgody.'],
        ['Bez śledzenia przez podmioty trzecie', 'Nie używamy reklamowych ani śledzących plików cookie podmiotów trzecich. Jeśli trafiasz z linku partnera, zapamiętujemy jego oznaczenie tylko na czas tej wizyty, aby rozliczyć się z partnerem.'],
        ['Twój wybór', 'Możesz w każdej chwili usunąć pliki cookie w przeglądarce; zostaniesz wtedy wylogowany. Wylogowanie usuwa dane Twojego konta z tej przeglądarki.'],
      ],
    },
    ban: {
      title: 'Blokada dostępu',
      sections: [
        ['Kiedy blokujemy dostęp', 'Blokujemy konto, adres e-mail lub metodę płatności w serwisie {site}, gdy są używane do oszustw, nękania, spamu, reklamy, proszenia członków o pieniądze lub treści z udziałem osób niepełnoletnich, albo gdy członek nie ukończył 18 lat.'],
        ['Co oznacza blokada', 'Zablokowany członek nie może się już zalogować ani założyć nowego konta. Kredyty konta zablokowanego za oszustwo przepadają; w pozostałych przypadkach niewykorzystane kredyty zwracamy zgodnie z polityką zwrotów.'],
        ['Zgłaszanie członka', 'Użyj przycisku zgłoszenia na profilu lub w czacie albo napisz na {support_email}. Sprawdzamy każde zgłoszenie, zwykle w ciągu jednego dnia roboczego.'],
        ['Odwołanie od blokady', 'Jeśli uważasz, że Twoje konto zablokowano przez pomyłkę, napisz na {support_email}, podając nazwę użytkownika. Odpowiemy w ciągu 14 dni.'],
      ],
    },
    faq: {
      title: 'Najczęstsze pytania',
      sections: [
        ['Czy rejestracja jest bezpłatna?', 'Tak. Założenie konta, wyszukiwanie, przeglądanie profili i polubienia są bezpłatne.'],
        ['Ile kosztuje czat?', 'Wiadomość kosztuje {message_credits} kredytów, zdjęcie w czacie {photo_credits} kredytów, a prezent {gift_credits} kredytów. Kredyty są sprzedawane w pakietach, na przykład {bundle}.'],
        ['Czym jest członkostwo premium?', 'Pierwszy zakup kredytów daje Ci członkostwo premium: widzisz wszystkie zdjęcia, możesz dodać do 25 zdjęć i rozpocząć dowolnie wiele rozmów. Premium zostaje, nawet gdy skończą się kredyty.'],
        ['Czy wszystkie profile są prawdziwe?', '{fictional_warning}'],
        ['Dlaczego muszę potwierdzić adres e-mail?', 'Aby inni członkowie wiedzieli, że jesteś prawdziwy: do czasu potwierdzenia nie mogą Ci odpowiadać.'],
        ['Jak usunąć konto?', 'W ustawieniach. Możesz je przywrócić w ciągu {reactivation_days} dni przez link z naszego e-maila.'],
        ['Jak skontaktować się z obsługą klienta?', 'E-mailem na {support_email} lub telefonicznie pod numerem {support_phone}.'],
      ],
    },
    service: {
      title: 'Obsługa klienta',
      sections: [
        ['Chętnie pomożemy', 'Pytania o konto, płatność lub innego członka? Nasz zespół odpowiada codziennie.'],
        ['E-mail', '{support_email} – odpowiadamy w ciągu jednego dnia roboczego.'],
        ['Telefon', '{support_phone}, od poniedziałku do piątku w godz. 9:00–17:00 (CET).'],
        ['Adres pocztowy', '{company}, {address}, {city}, {country}. Numer rejestrowy {registration}, numer VAT {vat}.'],
      ],
    },
    'return-policy': {
      title: 'Polityka zwrotów',
      sections: [
        ['Prawo odstąpienia', 'Możesz odstąpić od zakupu kredytów w ciągu {refund_days} dni bez podania przyczyny. Napisz na {support_email}, podając nazwę użytkownika i datę zakupu.'],
        ['Co zwracamy', 'Zwracamy cenę niewykorzystanych kredytów w ciągu 14 dni od zgłoszenia, tą samą metodą płatności. Kredyty wydane już na wiadomości, zdjęcia lub prezenty nie podlegają zwrotowi, ponieważ usługa została wykonana na Twoje żądanie.'],
        ['Nieudane lub podwójne płatności', 'Płatność pobraną dwukrotnie lub taką, za którą nie otrzymałeś kredytów, zawsze zwracamy w całości, także po {refund_days} dniach.'],
      ],
    },
    '2257': {
      title: '18 U.S.C. 2257 – oświadczenie o spełnieniu wymogów prowadzenia dokumentacji',
      sections: [
        ['Oświadczenie', 'Wszystkie osoby widoczne na jakichkolwiek materiałach wizualnych w serwisie {site} miały w chwili ich powstania ukończone 18 lat.'],
        ['Treści członków', 'Zdjęcia dodane przez członków publikują sami członkowie. {company} nie jest głównym producentem tych treści. Podczas rejestracji członkowie potwierdzają, że mają ukończone 18 lat i posiadają prawa do swoich zdjęć.'],
        ['Opiekun dokumentacji', 'Dokumentację wymaganą przez 18 U.S.C. 2257 przechowuje opiekun dokumentacji w {company}, {address}, {city}, {country}.'],
      ],
    },
  },
  audience: {
    1: 'single',
    2: 'kobiety kochające kobiety',
    3: 'odważni single',
    4: 'single z krągłościami',
    5: 'dojrzałe kobiety',
    6: 'dojrzałe kobiety',
    7: 'geje',
  },
  landers: {
    tinderswipe: { headline: 'Przesuń w prawo: {audience} w Twojej okolicy', subline: 'Polub profil i zobacz, kto polubi Cię z wzajemnością.', points: ['Darmowa rejestracja', 'Dopasowania w kilka minut', 'Prywatnie i dyskretnie'] },
    alonetonight: { headline: 'Sam dziś wieczorem?', subline: '{audience} w Twojej okolicy są teraz online i szukają towarzystwa.', points: ['Teraz online', 'Czatuj dziś wieczorem', 'Bez zobowiązań'] },
    collagelanding: { headline: 'Tysiące osób czekają na Ciebie: {audience}', subline: 'Prawdziwe zdjęcia, prawdziwe rozmowy – dołącz za darmo.', points: ['Nowi członkowie codziennie', 'Zdjęcia do polubienia', 'Czat w kilka sekund'] },
    gallery: { headline: 'Poznaj okolicę: {audience} blisko Ciebie', subline: 'Rozejrzyj się, polub, kogo chcesz, i zacznij rozmowę.', points: ['Nowe profile codziennie', 'Szukaj według wieku i regionu', 'Przeglądaj za darmo'] },
    iconslanding: { headline: 'Poznawaj łatwo: {audience}', subline: 'Wszystko, czego potrzebujesz do dopasowania, w jednej aplikacji.', points: ['Polub i dopasuj', 'Czatuj i wysyłaj zdjęcia', 'Zainstaluj na telefonie'] },
    maplanding: { headline: '{audience} w pobliżu: {place}', subline: 'Zobacz, kto jest blisko, i przywitaj się.', points: ['Członkowie z Twojego regionu', 'Spotkania w pobliżu', 'Bezpiecznie i dyskretnie'] },
    socialnetwork: { headline: 'Sieć społecznościowa: {audience}', subline: 'Zobacz, czym dzielą się członkowie, polub ich profile i zacznij rozmowę.', points: ['Żywa społeczność', 'Polubienia i dopasowania', 'Prywatne wiadomości'] },
    transitionsvideolanding: { headline: 'Twoja następna randka jest o jedno kliknięcie', subline: 'Poznaj osoby online w tej chwili: {audience}.', points: ['Darmowa rejestracja', 'Prawdziwi członkowie', 'Czatuj od razu'] },
    video: { headline: 'Zobacz, kto na Ciebie czeka', subline: 'Dołącz i poznaj osoby w pobliżu: {audience}. Czatuj już dziś.', points: ['Darmowa rejestracja', 'Teraz online', 'Prywatnie i dyskretnie'] },
    landing: { headline: '{name} czeka na Twoją wiadomość', subline: 'Załóż darmowe konto w minutę i napisz do: {name}.', points: ['Darmowa rejestracja', 'Wiadomość wyślemy, gdy potwierdzisz e-mail', 'Prywatnie i dyskretnie'] },
    landing2: { headline: '{name} chce Cię poznać', subline: '{name} ({place}) jest online. Przywitaj się, zanim zrobi to ktoś inny.', points: ['Darmowa rejestracja', 'Czatuj od razu', 'Prywatnie i dyskretnie'] },
    landing3: { headline: 'Przywitaj się: {name}', subline: 'Napisz pierwszą wiadomość i zarejestruj się za darmo.', points: ['Minuta na dołączenie', 'Prawdziwi członkowie', 'Bezpiecznie i dyskretnie'] },
  },
  cta: 'Dołącz za darmo',
  ctaMember: 'Napisz do: {name}',
  socialProof: '{count} członków online w pobliżu: {place}',
  bundle: '{credits} kredytów za {price}',
  nearYou: 'Ciebie',
  termsVersion: 'Wersja z {date}',
  home: { intro: 'Poznawaj nowych ludzi, lajkuj, dopasowuj się i czatuj.', browse: 'Przeglądaj członków', login: 'Zaloguj się' },
  entryWarning: { title: 'Tylko dla dorosłych', text: '{site} zawiera treści dla dorosłych. Wchodząc, potwierdzasz, że masz co najmniej 18 lat i akceptujesz nasz regulamin.', enter: 'Wejdź', leave: 'Opuść' },
  footer: {
    adults: 'Ta strona jest przeznaczona wyłącznie dla osób pełnoletnich (18+).',
    rights: '© {year} {site}. Wszelkie prawa zastrzeżone.',
    us2257: '18 U.S.C. 2257 – oświadczenie o spełnieniu wymogów prowadzenia dokumentacji: wszystkie osoby przedstawione w tym serwisie miały w chwili wykonania zdjęć ukończone 18 lat.',
    readStatement: 'Przeczytaj pełne oświadczenie',
    registration: 'Numer rejestrowy: {registration}',
  },
};
