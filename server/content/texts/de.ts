import type { ContentTexts } from './types.ts';

export const de: ContentTexts = {
  pages: {
    accessibility: {
      title: 'Barrierefreiheit',
      sections: [
        ['Unser Ziel', '{site} strebt die Konformität mit den Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA auf Smartphones und Computern an. Wir prüfen jeden Bildschirm mit automatischen Tests und per Tastatur.'],
        ['Was Sie tun können', 'Die ganze Website nur mit der Tastatur bedienen: Der Fokus ist immer sichtbar und springt auf die Überschrift jedes neuen Bildschirms. Einen Screenreader nutzen: Schaltflächen, Links und Fotos haben Namen, und neue Nachrichten in einem geöffneten Gespräch sowie Hinweise werden vorgelesen. Text auf 200 % vergrößern, ohne dass Inhalte verloren gehen. Auf Ihrem Gerät „Bewegung reduzieren“ einschalten, um Animationen abzuschalten. Im Swipe-Spiel mit Schaltflächen oder den Pfeiltasten liken oder weiterklicken statt zu wischen.'],
        ['Bekannte Einschränkungen', 'Von Mitgliedern hochgeladene Fotos werden nur mit dem Namen des Mitglieds beschrieben. Die Bezahlseiten der Zahlungsanbieter liegen außerhalb unseres Einflusses.'],
        ['Eine Barriere melden', 'Wenn ein Teil von {site} für Sie schwer oder gar nicht nutzbar ist, schreiben Sie an {support_email} oder rufen Sie {support_phone} an: welche Seite und was passiert ist. Wir antworten innerhalb von fünf Werktagen und sagen Ihnen, wie und wann wir es beheben.'],
      ],
    },
    terms: {
      title: 'Allgemeine Geschäftsbedingungen',
      sections: [
        ['1. Wer wir sind', '{site} ({domain}) wird betrieben von {company}, {address}, {city}, {country}, Registernummer {registration}, USt-IdNr. {vat}. {company} tritt auch unter den Namen {tradenames} auf. Diese Bedingungen gelten für jede Nutzung von {site}.'],
        ['2. Mitgliedschaft', 'Du musst mindestens 18 Jahre alt sein, um {site} zu nutzen. Du legst ein Konto mit wahren Angaben an und hältst dein Passwort geheim. Du bist für alles verantwortlich, was mit deinem Konto geschieht.', 'Die Mitgliedschaft ist kostenlos. Kostenlose Mitglieder können bis zu {free_conversations} Unterhaltungen beginnen und bis zu 3 Fotos hochladen; Premium-Mitglieder bis zu 25 Fotos.'],
        ['3. Credits und Zahlungen', 'Eine Nachricht kostet {message_credits} Credits, ein Foto im Chat {photo_credits} Credits und ein Geschenk {gift_credits} Credits. Credits kaufst du in Paketen zu den Preisen, die dir im Credit-Shop vor der Zahlung angezeigt werden. Mit dem Kauf eines beliebigen Pakets wirst du Premium-Mitglied.', 'Credits haben keinen Geldwert, sind nicht übertragbar und werden in der Reihenfolge ihres Kaufs verbraucht.'],
        ['4. Fiktive Profile', '{fictional_warning} Fiktive Profile sind auf jeder Karte und jeder Profilseite gekennzeichnet, sodass du sie auf einen Blick erkennst.'],
        ['5. Dein Verhalten', 'Sei respektvoll. Veröffentliche keine Inhalte, die rechtswidrig sind, Minderjährige zeigen, gewalttätig oder hasserfüllt sind, Rechte anderer verletzen oder für andere Dienste werben. Bitte andere Mitglieder nicht um Geld. Wir können Inhalte entfernen und Konten sperren, die gegen diese Regeln verstoßen (siehe Seite Zugangssperre).'],
        ['6. Widerruf und Erstattungen', 'Du kannst einen Kauf innerhalb von {refund_days} Tagen widerrufen, wie in unseren Rückgaberichtlinien beschrieben. Bereits verbrauchte Credits werden nicht erstattet.'],
        ['7. Ende der Mitgliedschaft', 'Du kannst dein Konto jederzeit in deinen Einstellungen löschen. Über den Link, den wir dir per E-Mail senden, kannst du es innerhalb von {reactivation_days} Tagen reaktivieren; danach werden deine Daten gelöscht.'],
        ['8. Haftung', 'Wir stellen {site} so bereit, wie es ist, und tun unser Bestes, damit es verfügbar und sicher bleibt. Für das, was Mitglieder schreiben oder tun, und für Treffen zwischen Mitgliedern haften wir nicht, soweit das Gesetz diese Beschränkung zulässt.'],
        ['9. Änderungen und anwendbares Recht', 'Diese Bedingungen gelten ab dem {terms_version}. Ändern wir sie, bitten wir dich beim nächsten Login, die neue Fassung zu akzeptieren. Es gilt niederländisches Recht; zuständig sind die Gerichte in {city}, unbeschadet des zwingenden Schutzes deines Wohnsitzlandes.'],
      ],
    },
    privacy: {
      title: 'Datenschutzerklärung',
      sections: [
        ['Verantwortlicher', '{company}, {address}, {city}, {country} (Registernummer {registration}) ist verantwortlich für die personenbezogenen Daten, die über {site} verarbeitet werden. Fragen: {support_email}.'],
        ['Was wir erheben', 'Die Angaben, die du uns machst (E-Mail-Adresse, Benutzername, Geburtsdatum, Geschlecht, wen du suchst, Wohnort, Fotos und Profiltext), deine Nachrichten, Likes und Käufe sowie technische Daten wie deine IP-Adresse, deinen Browser und die besuchten Seiten.'],
        ['Wofür wir sie nutzen', 'Um dein Konto zu führen und dein Profil anderen Mitgliedern zu zeigen, Nachrichten und Benachrichtigungen zuzustellen, Zahlungen abzuwickeln, Betrug und Missbrauch zu verhindern, gesetzliche Pflichten zu erfüllen und dir mit deiner Einwilligung Angebote zu senden. Rechtsgrundlagen sind der Vertrag mit dir, unsere berechtigten Interessen, gesetzliche Pflichten und deine Einwilligung.'],
        ['Wer sie erhält', 'Andere Mitglieder sehen dein öffentliches Profil. Zahlungsdienstleister sowie Hosting- und E-Mail-Anbieter verarbeiten Daten in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags. Wir verkaufen deine Daten niemals.'],
        ['Wie lange wir sie speichern', 'Solange dein Konto besteht. Nach dem Löschen deines Kontos löschen wir deine Daten, sobald die Reaktivierungsfrist von {reactivation_days} Tagen abgelaufen ist, außer Unterlagen, die wir gesetzlich aufbewahren müssen (etwa Rechnungen).'],
        ['Deine Rechte', 'Du kannst Auskunft, Berichtigung, Löschung, Einschränkung und Übertragung deiner Daten verlangen und der Nutzung widersprechen. Schreib an {support_email}. Du kannst dich auch bei deiner Datenschutzbehörde beschweren.'],
      ],
    },
    cookies: {
      title: 'Cookie-Richtlinie',
      sections: [
        ['Was Cookies sind', 'Cookies sind kleine Dateien, die eine Website in deinem Browser speichert. {site} speichert außerdem Daten in deinem Browser (IndexedDB), damit die App schnell und auch offline funktioniert.'],
        ['Welche Cookies wir verwenden', 'Ein Sitzungs-Cookie hält dich angemeldet (30 Tage). Ein Sprach-Cookie merkt sich deine Sprache (365 Tage). Wir merken uns, ob du den Hinweis beim Betreten der Seite geschlossen hast. Diese Cookies sind unbedingt erforderlich und brauchen keine Einwilligung.'],
        ['Kein Tracking durch Dritte', 'Wir verwenden keine Werbe- oder Tracking-Cookies von Dritten. Kommst du über den Link eines Partners, merken wir uns dessen Kennung nur für diesen Besuch, um den Partner zu vergüten.'],
        ['Deine Wahl', 'Du kannst Cookies jederzeit in deinem Browser löschen; du wirst dann abgemeldet. Beim Abmelden werden die Daten deines Kontos aus diesem Browser entfernt.'],
      ],
    },
    ban: {
      title: 'Zugangssperre',
      sections: [
        ['Wann wir den Zugang sperren', 'Wir sperren ein Konto, eine E-Mail-Adresse oder ein Zahlungsmittel für {site}, wenn es für Betrug, Belästigung, Spam, Werbung, Geldforderungen an Mitglieder oder Inhalte mit Minderjährigen genutzt wird oder wenn das Mitglied unter 18 ist.'],
        ['Was eine Sperre bedeutet', 'Ein gesperrtes Mitglied kann sich nicht mehr anmelden und kein neues Konto anlegen. Credits eines wegen Betrugs gesperrten Kontos verfallen; sonst werden ungenutzte Credits gemäß unseren Rückgaberichtlinien erstattet.'],
        ['Ein Mitglied melden', 'Nutze die Melden-Schaltfläche in einem Profil oder Chat oder schreib an {support_email}. Wir prüfen jede Meldung, meist innerhalb eines Werktags.'],
        ['Widerspruch gegen eine Sperre', 'Wenn du glaubst, dass dein Konto irrtümlich gesperrt wurde, schreib mit deinem Benutzernamen an {support_email}. Wir antworten innerhalb von 14 Tagen.'],
      ],
    },
    faq: {
      title: 'Häufige Fragen',
      sections: [
        ['Ist die Anmeldung kostenlos?', 'Ja. Konto anlegen, suchen, Profile ansehen und Mitglieder liken ist kostenlos.'],
        ['Was kostet das Chatten?', 'Eine Nachricht kostet {message_credits} Credits, ein Foto im Chat {photo_credits} Credits und ein Geschenk {gift_credits} Credits. Credits gibt es in Paketen, zum Beispiel {bundle}.'],
        ['Was ist die Premium-Mitgliedschaft?', 'Mit deinem ersten Credit-Kauf wirst du Premium-Mitglied: Du siehst alle Fotos, kannst bis zu 25 Fotos hochladen und beliebig viele Unterhaltungen beginnen. Premium bleibt, auch wenn deine Credits aufgebraucht sind.'],
        ['Sind alle Profile echt?', '{fictional_warning}'],
        ['Warum muss ich meine E-Mail-Adresse bestätigen?', 'Damit andere Mitglieder wissen, dass du echt bist: Bis zur Bestätigung können dir Mitglieder nicht antworten.'],
        ['Wie lösche ich mein Konto?', 'In deinen Einstellungen. Mit dem Link aus unserer E-Mail kannst du es innerhalb von {reactivation_days} Tagen reaktivieren.'],
        ['Wie erreiche ich den Kundenservice?', 'Per E-Mail an {support_email} oder telefonisch unter {support_phone}.'],
      ],
    },
    service: {
      title: 'Kundenservice',
      sections: [
        ['Wir helfen dir gern', 'Fragen zu deinem Konto, einer Zahlung oder einem anderen Mitglied? Unser Team antwortet jeden Tag.'],
        ['E-Mail', '{support_email} – wir antworten innerhalb eines Werktags.'],
        ['Telefon', '{support_phone}, Montag bis Freitag 9:00–17:00 Uhr (MEZ).'],
        ['Postanschrift', '{company}, {address}, {city}, {country}. Registernummer {registration}, USt-IdNr. {vat}.'],
      ],
    },
    'return-policy': {
      title: 'Rückgaberichtlinien',
      sections: [
        ['Widerrufsrecht', 'Du kannst einen Credit-Kauf innerhalb von {refund_days} Tagen ohne Angabe von Gründen widerrufen. Schreib an {support_email} mit deinem Benutzernamen und dem Datum des Kaufs.'],
        ['Was erstattet wird', 'Wir erstatten den Preis der nicht verbrauchten Credits innerhalb von 14 Tagen nach deiner Anfrage über das von dir genutzte Zahlungsmittel. Für Nachrichten, Fotos oder Geschenke bereits verbrauchte Credits werden nicht erstattet, da diese Leistung auf deinen Wunsch erbracht wurde.'],
        ['Fehlgeschlagene oder doppelte Zahlungen', 'Eine doppelt abgebuchte Zahlung oder eine Zahlung, für die du keine Credits erhalten hast, erstatten wir immer vollständig, auch nach {refund_days} Tagen.'],
      ],
    },
    '2257': {
      title: '18 U.S.C. 2257 – Erklärung zur Einhaltung der Aufbewahrungspflichten',
      sections: [
        ['Erklärung', 'Alle Personen, die in einer Darstellung auf {site} zu sehen sind, waren zum Zeitpunkt der Aufnahme 18 Jahre oder älter.'],
        ['Inhalte der Mitglieder', 'Von Mitgliedern hochgeladene Fotos werden von den Mitgliedern selbst veröffentlicht. {company} ist nicht der Hauptproduzent dieser Inhalte. Mitglieder bestätigen bei der Anmeldung, dass sie mindestens 18 Jahre alt sind und die Rechte an ihren Fotos besitzen.'],
        ['Verwahrer der Unterlagen', 'Die nach 18 U.S.C. 2257 erforderlichen Unterlagen verwahrt der Verwahrer der Unterlagen bei {company}, {address}, {city}, {country}.'],
      ],
    },
  },
  audience: {
    1: 'Singles',
    2: 'Frauen, die Frauen lieben',
    3: 'Singles mit Kink',
    4: 'kurvige Singles',
    5: 'reife Frauen',
    6: 'reife Frauen',
    7: 'schwule Männer',
  },
  landers: {
    tinderswipe: { headline: 'Wisch nach rechts: {audience} in deiner Nähe', subline: 'Like ein Profil und sieh, wer dich zurück likt.', points: ['Kostenlos anmelden', 'Matches in Minuten', 'Privat und diskret'] },
    alonetonight: { headline: 'Heute Nacht allein?', subline: '{audience} in deiner Nähe sind gerade online und suchen Gesellschaft.', points: ['Jetzt online', 'Heute Abend chatten', 'Ganz unverbindlich'] },
    collagelanding: { headline: 'Tausende {audience} warten auf dich', subline: 'Echte Fotos, echte Chats – kostenlos mitmachen.', points: ['Jeden Tag neue Mitglieder', 'Fotos zum Liken', 'In Sekunden chatten'] },
    gallery: { headline: '{audience} in deiner Nähe entdecken', subline: 'Schau dich um, like, wer dir gefällt, und starte einen Chat.', points: ['Täglich neue Profile', 'Suche nach Alter und Region', 'Kostenlos stöbern'] },
    iconslanding: { headline: '{audience} ganz einfach kennenlernen', subline: 'Alles, was du für ein Match brauchst, in einer App.', points: ['Liken und matchen', 'Chatten und Fotos senden', 'Aufs Handy installieren'] },
    maplanding: { headline: '{audience} in der Nähe von {place}', subline: 'Sieh, wer in deiner Nähe ist, und sag Hallo.', points: ['Mitglieder in deiner Region', 'Treffen in der Nähe', 'Sicher und diskret'] },
    socialnetwork: { headline: 'Das soziale Netzwerk für {audience}', subline: 'Sieh, was Mitglieder teilen, like ihre Profile und kommt ins Gespräch.', points: ['Eine lebendige Community', 'Likes und Matches', 'Private Nachrichten'] },
    transitionsvideolanding: { headline: 'Dein nächstes Date ist nur einen Klick entfernt', subline: 'Lerne {audience} kennen, die gerade online sind.', points: ['Kostenlose Anmeldung', 'Echte Mitglieder', 'Sofort chatten'] },
    video: { headline: 'Sieh, wer auf dich wartet', subline: 'Triff {audience} in deiner Nähe und chatte noch heute.', points: ['Kostenlose Anmeldung', 'Jetzt online', 'Privat und diskret'] },
    landing: { headline: '{name} wartet auf deine Nachricht', subline: 'Erstelle in einer Minute dein kostenloses Konto und schreib {name}.', points: ['Kostenlose Anmeldung', 'Deine Nachricht geht raus, sobald du deine E-Mail bestätigst', 'Privat und diskret'] },
    landing2: { headline: '{name} möchte dich kennenlernen', subline: '{name} aus {place} ist online. Sag Hallo, bevor es jemand anderes tut.', points: ['Kostenlose Anmeldung', 'Sofort chatten', 'Privat und diskret'] },
    landing3: { headline: 'Sag Hallo zu {name}', subline: 'Schreib deine erste Nachricht und melde dich kostenlos an.', points: ['In einer Minute dabei', 'Echte Mitglieder', 'Sicher und diskret'] },
  },
  cta: 'Kostenlos anmelden',
  ctaMember: 'Schreib {name}',
  socialProof: '{count} Mitglieder online in der Nähe von {place}',
  bundle: '{credits} Credits für {price}',
  nearYou: 'dir',
  termsVersion: 'Fassung vom {date}',
  home: { intro: 'Lerne neue Leute kennen, like, matche und chatte.', browse: 'Mitglieder ansehen', login: 'Anmelden' },
  entryWarning: { title: 'Nur für Erwachsene', text: '{site} enthält Inhalte für Erwachsene. Mit dem Eintreten bestätigst du, dass du mindestens 18 Jahre alt bist und unsere Allgemeinen Geschäftsbedingungen akzeptierst.', enter: 'Eintreten', leave: 'Verlassen' },
  footer: {
    adults: 'Diese Website ist nur für Erwachsene ab 18 Jahren bestimmt.',
    rights: '© {year} {site}. Alle Rechte vorbehalten.',
    us2257: '18 U.S.C. 2257 – Erklärung zur Einhaltung der Aufbewahrungspflichten: Alle auf dieser Website abgebildeten Personen waren zum Zeitpunkt der Aufnahme 18 Jahre oder älter.',
    readStatement: 'Vollständige Erklärung lesen',
    registration: 'Registernummer: {registration}',
  },
};
