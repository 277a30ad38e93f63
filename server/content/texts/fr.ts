import type { ContentTexts } from './types.ts';

export const fr: ContentTexts = {
  pages: {
    accessibility: {
      title: 'Accessibilité',
      sections: [
        ['Notre objectif', '{site} vise la conformité aux Règles pour l’accessibilité des contenus Web (WCAG) 2.1 au niveau AA, sur téléphone et sur ordinateur. Nous vérifions chaque écran par des tests automatiques et au clavier.'],
        ['Ce que vous pouvez faire', 'Utiliser tout le site au clavier seul : le focus est toujours visible et se place sur le titre de chaque nouvel écran. Utiliser un lecteur d’écran : les boutons, liens et photos ont un nom, et les nouveaux messages d’une conversation ouverte ainsi que les notifications sont lus. Agrandir le texte à 200 % sans perte de contenu. Activer la réduction des animations sur votre appareil pour les désactiver. Aimer ou passer dans le jeu de swipe avec des boutons ou les flèches du clavier au lieu de faire glisser.'],
        ['Limites connues', 'Les photos publiées par les membres ne sont décrites que par le nom du membre. Les pages de paiement des prestataires de paiement ne dépendent pas de nous.'],
        ['Signaler un obstacle', 'Si une partie de {site} vous est difficile ou impossible à utiliser, écrivez-nous à {support_email} ou appelez le {support_phone} : quelle page, et ce qui s’est passé. Nous répondons sous cinq jours ouvrés et vous disons comment et quand nous corrigerons le problème.'],
      ],
    },
    terms: {
      title: 'Conditions générales',
      sections: [
        ['1. Qui sommes-nous', '{site} ({domain}) est exploité par {company}, {address}, {city}, {country}, numéro d’immatriculation {registration}, TVA {vat}. {company} exerce aussi sous les noms {tradenames}. Ces conditions s’appliquent à toute utilisation de {site}.'],
        ['2. Inscription', 'Vous devez avoir au moins 18 ans pour utiliser {site}. Vous créez un seul compte avec des informations exactes et gardez votre mot de passe pour vous. Vous êtes responsable de tout ce qui est fait avec votre compte.', 'L’inscription est gratuite. Les membres gratuits peuvent entamer jusqu’à {free_conversations} conversations et publier jusqu’à 3 photos ; les membres premium jusqu’à 25 photos.'],
        ['3. Crédits et paiements', 'Un message coûte {message_credits} crédits, une photo dans une discussion {photo_credits} crédits et un cadeau {gift_credits} crédits. Les crédits s’achètent par packs aux prix affichés dans la boutique avant le paiement. L’achat de n’importe quel pack fait de vous un membre premium.', 'Les crédits n’ont aucune valeur monétaire, ne sont pas transférables et sont utilisés dans l’ordre de leur achat.'],
        ['4. Profils fictifs', '{fictional_warning} Les profils fictifs sont signalés sur chaque carte et chaque page de profil : vous les reconnaissez au premier coup d’œil.'],
        ['5. Votre comportement', 'Soyez respectueux. Ne publiez aucun contenu illégal, montrant des mineurs, violent ou haineux, portant atteinte aux droits d’autrui ou faisant la publicité d’autres services. Ne demandez pas d’argent aux autres membres. Nous pouvons retirer des contenus et bloquer les comptes qui enfreignent ces règles (voir la page interdiction d’accès).'],
        ['6. Rétractation et remboursements', 'Vous pouvez vous rétracter d’un achat dans un délai de {refund_days} jours, comme décrit dans notre politique de remboursement. Les crédits déjà utilisés ne sont pas remboursés.'],
        ['7. Fin de l’inscription', 'Vous pouvez supprimer votre compte à tout moment dans vos paramètres. Il peut être réactivé pendant {reactivation_days} jours grâce au lien que nous vous envoyons par e-mail ; ensuite, vos données sont effacées.'],
        ['8. Responsabilité', 'Nous fournissons {site} tel quel et faisons de notre mieux pour qu’il reste disponible et sûr. Nous ne sommes pas responsables de ce que les membres écrivent ou font, ni des rencontres entre membres, sauf lorsque la loi n’autorise pas cette limitation.'],
        ['9. Modifications et droit applicable', 'Ces conditions sont en vigueur depuis le {terms_version}. Si nous les modifions, nous vous demandons d’accepter la nouvelle version lors de votre prochaine connexion. Le droit néerlandais s’applique ; les tribunaux de {city} sont compétents, sans préjudice de la protection impérative de votre pays de résidence.'],
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      sections: [
        ['Responsable du traitement', '{company}, {address}, {city}, {country} (numéro d’immatriculation {registration}) est responsable des données personnelles traitées via {site}. Questions : {support_email}.'],
        ['Ce que nous collectons', 'Les informations que vous nous donnez (adresse e-mail, pseudo, date de naissance, genre, qui vous recherchez, lieu, photos et texte de profil), vos messages, likes et achats, ainsi que des données techniques comme votre adresse IP, votre navigateur et les pages consultées.'],
        ['Pourquoi nous les utilisons', 'Pour gérer votre compte et montrer votre profil aux autres membres, délivrer les messages et notifications, traiter les paiements, prévenir la fraude et les abus, respecter nos obligations légales et, avec votre accord, vous envoyer des offres. Les bases légales sont le contrat avec vous, nos intérêts légitimes, nos obligations légales et votre consentement.'],
        ['Qui les reçoit', 'Les autres membres voient votre profil public. Les prestataires de paiement, d’hébergement et d’e-mail traitent des données pour notre compte dans le cadre d’un contrat de sous-traitance. Nous ne vendons jamais vos données.'],
        ['Durée de conservation', 'Tant que votre compte existe. Après la suppression de votre compte, nous effaçons vos données à la fin de la période de réactivation de {reactivation_days} jours, sauf les documents que la loi nous oblige à conserver (comme les factures).'],
        ['Vos droits', 'Vous pouvez accéder à vos données, les rectifier, les effacer, en limiter le traitement, les transférer et vous opposer à leur utilisation. Écrivez à {support_email}. Vous pouvez aussi saisir votre autorité de protection des données (en France, la CNIL).'],
      ],
    },
    cookies: {
      title: 'Politique relative aux cookies',
      sections: [
        ['Qu’est-ce qu’un cookie', 'Les cookies sont de petits fichiers qu’un site enregistre dans votre navigateur. {site} enregistre aussi des données dans votre navigateur (IndexedDB) pour que l’application soit rapide et fonctionne hors ligne.'],
        ['Les cookies que nous utilisons', 'Un cookie de session vous garde connecté (30 jours). Un cookie de langue retient votre langue (365 jours). Nous retenons si vous avez fermé l’avertissement d’entrée. Ces cookies sont strictement nécessaires et ne requièrent pas de consentement.'],
        ['Aucun traçage par des tiers', 'Nous n’utilisons aucun cookie publicitaire ni de traçage de tiers. Si vous arrivez par le lien d’un partenaire, nous retenons sa référence pour cette visite uniquement, afin de rémunérer le partenaire.'],
        ['Vos choix', 'Vous pouvez supprimer les cookies à tout moment dans votre navigateur ; vous serez alors déconnecté. La déconnexion efface les données de votre compte de ce navigateur.'],
      ],
    },
    ban: {
      title: 'Interdiction d’accès',
      sections: [
        ['Quand nous bloquons l’accès', 'Nous bloquons un compte, une adresse e-mail ou un moyen de paiement sur {site} lorsqu’il sert à la fraude, au harcèlement, au spam, à la publicité, à demander de l’argent aux membres, à publier des contenus montrant des mineurs, ou lorsque le membre a moins de 18 ans.'],
        ['Ce que signifie un blocage', 'Un membre bloqué ne peut plus se connecter ni créer de nouveau compte. Les crédits d’un compte bloqué pour fraude sont perdus ; sinon, les crédits inutilisés sont remboursés selon notre politique de remboursement.'],
        ['Signaler un membre', 'Utilisez le bouton de signalement sur un profil ou dans une discussion, ou écrivez à {support_email}. Nous examinons chaque signalement, généralement sous un jour ouvré.'],
        ['Contester un blocage', 'Si vous pensez que votre compte a été bloqué par erreur, écrivez à {support_email} en indiquant votre pseudo. Nous répondons sous 14 jours.'],
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      sections: [
        ['L’inscription est-elle gratuite ?', 'Oui. Créer un compte, rechercher, consulter des profils et liker des membres est gratuit.'],
        ['Combien coûte la discussion ?', 'Un message coûte {message_credits} crédits, une photo dans une discussion {photo_credits} crédits et un cadeau {gift_credits} crédits. Les crédits sont vendus par packs, par exemple {bundle}.'],
        ['Qu’est-ce que l’abonnement premium ?', 'Votre premier achat de crédits fait de vous un membre premium : vous voyez toutes les photos, publiez jusqu’à 25 photos et entamez autant de conversations que vous voulez. Le statut premium reste quand vos crédits sont épuisés.'],
        ['Tous les profils sont-ils réels ?', '{fictional_warning}'],
        ['Pourquoi dois-je confirmer mon adresse e-mail ?', 'Pour que les autres membres sachent que vous êtes réel : tant qu’elle n’est pas confirmée, les membres ne peuvent pas vous répondre.'],
        ['Comment supprimer mon compte ?', 'Dans vos paramètres. Vous pouvez le réactiver pendant {reactivation_days} jours avec le lien que nous vous envoyons par e-mail.'],
        ['Comment joindre le service client ?', 'Par e-mail à {support_email} ou par téléphone au {support_phone}.'],
      ],
    },
    service: {
      title: 'Service client',
      sections: [
        ['Nous sommes là pour vous aider', 'Une question sur votre compte, un paiement ou un autre membre ? Notre équipe répond tous les jours.'],
        ['E-mail', '{support_email} – nous répondons sous un jour ouvré.'],
        ['Téléphone', '{support_phone}, du lundi au vendredi de 9 h à 17 h (CET).'],
        ['Adresse postale', '{company}, {address}, {city}, {country}. Numéro d’immatriculation {registration}, TVA {vat}.'],
      ],
    },
    'return-policy': {
      title: 'Politique de remboursement',
      sections: [
        ['Droit de rétractation', 'Vous pouvez vous rétracter d’un achat de crédits dans un délai de {refund_days} jours sans donner de motif. Écrivez à {support_email} en indiquant votre pseudo et la date de l’achat.'],
        ['Ce qui est remboursé', 'Nous remboursons le prix des crédits non utilisés dans les 14 jours suivant votre demande, via le moyen de paiement utilisé. Les crédits déjà dépensés en messages, photos ou cadeaux ne sont pas remboursés, car ce service a été fourni à votre demande.'],
        ['Paiements échoués ou en double', 'Un paiement débité deux fois ou pour lequel vous n’avez pas reçu de crédits est toujours remboursé intégralement, même après {refund_days} jours.'],
      ],
    },
    '2257': {
      title: '18 U.S.C. 2257 – Déclaration de conformité aux obligations de conservation des registres',
      sections: [
        ['Déclaration', 'Toutes les personnes apparaissant dans une représentation visuelle sur {site} avaient 18 ans ou plus au moment de sa création.'],
        ['Contenus des membres', 'Les photos publiées par les membres le sont par les membres eux-mêmes. {company} n’est pas le producteur principal de ces contenus. Les membres confirment à l’inscription qu’ils ont 18 ans ou plus et qu’ils détiennent les droits sur leurs photos.'],
        ['Gardien des registres', 'Les registres exigés par 18 U.S.C. 2257 sont conservés par le gardien des registres de {company}, {address}, {city}, {country}.'],
      ],
    },
  },
  audience: {
    1: 'célibataires',
    2: 'femmes qui aiment les femmes',
    3: 'célibataires coquins',
    4: 'célibataires aux formes généreuses',
    5: 'femmes mûres',
    6: 'femmes mûres',
    7: 'hommes gays',
  },
  landers: {
    tinderswipe: { headline: 'Swipez à droite : {audience} près de chez vous', subline: 'Likez un profil et découvrez qui vous like en retour.', points: ['Inscription gratuite', 'Des matchs en quelques minutes', 'Privé et discret'] },
    alonetonight: { headline: 'Seul ce soir ?', subline: 'Des {audience} près de chez vous sont en ligne et cherchent de la compagnie.', points: ['En ligne maintenant', 'Discutez ce soir', 'Sans engagement'] },
    collagelanding: { headline: 'Des milliers de {audience} vous attendent', subline: 'De vraies photos, de vraies discussions – inscrivez-vous gratuitement.', points: ['De nouveaux membres chaque jour', 'Des photos à liker', 'Discutez en quelques secondes'] },
    gallery: { headline: 'Découvrez des {audience} près de chez vous', subline: 'Faites un tour, likez qui vous plaît et lancez la discussion.', points: ['Nouveaux profils chaque jour', 'Recherche par âge et région', 'Navigation gratuite'] },
    iconslanding: { headline: 'Rencontrez des {audience} en toute simplicité', subline: 'Tout ce qu’il faut pour trouver un match, dans une seule appli.', points: ['Likez et matchez', 'Discutez et envoyez des photos', 'Installez-la sur votre téléphone'] },
    maplanding: { headline: '{audience} près de {place}', subline: 'Voyez qui est près de vous et dites bonjour.', points: ['Des membres dans votre région', 'Rencontres à proximité', 'Sûr et discret'] },
    socialnetwork: { headline: 'Le réseau social des {audience}', subline: 'Voyez ce que partagent les membres, likez leurs profils et engagez la conversation.', points: ['Une communauté animée', 'Likes et matchs', 'Messages privés'] },
    transitionsvideolanding: { headline: 'Votre prochain rendez-vous est à un clic', subline: 'Rencontrez des {audience} en ligne en ce moment.', points: ['Inscription gratuite', 'De vrais membres', 'Discutez tout de suite'] },
    video: { headline: 'Découvrez qui vous attend', subline: 'Rejoignez des {audience} près de chez vous et discutez dès aujourd’hui.', points: ['Inscription gratuite', 'En ligne maintenant', 'Privé et discret'] },
    landing: { headline: '{name} attend votre message', subline: 'Créez votre compte gratuit en une minute et écrivez à {name}.', points: ['Inscription gratuite', 'Votre message part dès que vous confirmez votre e-mail', 'Privé et discret'] },
    landing2: { headline: '{name} veut vous rencontrer', subline: '{name} ({place}) est en ligne. Dites bonjour avant quelqu’un d’autre.', points: ['Inscription gratuite', 'Discutez tout de suite', 'Privé et discret'] },
    landing3: { headline: 'Dites bonjour à {name}', subline: 'Écrivez votre premier message et inscrivez-vous gratuitement.', points: ['Une minute pour s’inscrire', 'De vrais membres', 'Sûr et discret'] },
  },
  cta: 'Inscription gratuite',
  ctaMember: 'Écrire à {name}',
  socialProof: '{count} membres en ligne près de {place}',
  bundle: '{credits} crédits pour {price}',
  nearYou: 'vous',
  termsVersion: 'Version du {date}',
  home: { intro: 'Rencontrez de nouvelles personnes, likez, matchez et discutez.', browse: 'Voir les membres', login: 'Se connecter' },
  entryWarning: { title: 'Réservé aux adultes', text: '{site} contient du contenu pour adultes. En entrant, vous confirmez avoir au moins 18 ans et accepter nos conditions générales.', enter: 'Entrer', leave: 'Quitter' },
  footer: {
    adults: 'Ce site est réservé aux adultes de 18 ans et plus.',
    rights: '© {year} {site}. Tous droits réservés.',
    us2257: '18 U.S.C. 2257 – Déclaration de conformité aux obligations de conservation des registres : toutes les personnes représentées sur ce site avaient 18 ans ou plus au moment de la prise de vue.',
    readStatement: 'Lire la déclaration complète',
    registration: 'Numéro d’immatriculation : {registration}',
  },
};
