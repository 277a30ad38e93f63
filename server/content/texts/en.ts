import type { ContentTexts } from './types.ts';

export const en: ContentTexts = {
  pages: {
    accessibility: {
      title: 'Accessibility',
      sections: [
        ['Our aim', '{site} aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA on phones and computers. We check every screen with automated tests and by keyboard.'],
        ['What you can do', 'Use the whole site with the keyboard alone: focus is always visible and moves to the heading of each new screen. Use a screen reader: buttons, links and photos have names, and new messages in an open conversation and notices are read out. Enlarge text to 200 % without losing content. Turn on reduced motion on your device to switch off animations. Like or pass in the swipe game with buttons or the arrow keys instead of dragging.'],
        ['Known limitations', 'Photos uploaded by members are described only by the member\'s name. The checkout pages of payment providers are outside our control.'],
        ['Report a barrier', 'If part of {site} is hard or impossible for you to use, tell us at {support_email} or {support_phone}: which page, and what happened. We answer within five working days and tell you how and when we will fix it.'],
      ],
    },
    terms: {
      title: 'Terms and conditions',
      sections: [
        ['1. Who we are', '{site} ({domain}) is operated by {company}, {address}, {city}, {country}, registration number {registration}, VAT {vat}. {company} also trades as {tradenames}. These terms apply to every use of {site}.'],
        ['2. Membership', 'You must be at least 18 years old to use {site}. You create one account with truthful details and keep your password to yourself. You are responsible for everything done with your account.', 'Membership is free. Free members may start up to {free_conversations} conversations and upload up to 3 photos; premium members may upload up to 25 photos.'],
        ['3. Credits and payments', 'Sending a message costs {message_credits} credits, a photo in a chat {photo_credits} credits and a gift {gift_credits} credits. Credits are bought in bundles at the prices shown in the credits shop before you pay. Buying any bundle makes you a premium member.', 'Credits have no cash value, cannot be transferred and are used up in the order in which they were bought.'],
        ['4. Fictional profiles', '{fictional_warning} Fictional profiles are marked on every card and profile page; you can recognise them at a glance.'],
        ['5. Your behaviour', 'Be respectful. Do not post content that is illegal, shows minors, is violent or hateful, infringes the rights of others or advertises other services. Do not ask other members for money. We may remove content and block accounts that break these rules (see the access-ban page).'],
        ['6. Withdrawal and refunds', 'You may withdraw from a purchase within {refund_days} days as described in our return policy. Credits already used are not refunded.'],
        ['7. Ending your membership', 'You may delete your account at any time in your settings. Your account can be reactivated through the link we e-mail you within {reactivation_days} days; after that your data is erased.'],
        ['8. Liability', 'We provide {site} as it is and do our best to keep it available and safe. We are not liable for what members write or do, nor for meetings between members, except where the law does not allow this limitation.'],
        ['9. Changes and applicable law', 'These terms are in force from {terms_version}. When we change them we ask you to accept the new version the next time you log in. Dutch law applies; the courts of {city} are competent, without prejudice to the mandatory protection of your country of residence.'],
      ],
    },
    privacy: {
      title: 'Privacy policy',
      sections: [
        ['Controller', '{company}, {address}, {city}, {country} (registration number {registration}) is the controller of the personal data processed through {site}. Questions: {support_email}.'],
        ['What we collect', 'The details you give us (e-mail address, user name, date of birth, gender, whom you are looking for, location, photos and profile text), your messages, likes and purchases, and technical data such as your IP address, browser and the pages you visit.'],
        ['Why we use it', 'To run your account and show your profile to other members, to deliver messages and notifications, to process payments, to prevent fraud and abuse, to meet legal obligations and, with your consent, to send you offers. The legal bases are the contract with you, our legitimate interests, legal obligations and your consent.'],
        ['Who receives it', 'Other members see your public profile. Payment providers, hosting and e-mail providers process data on our behalf under a data-processing agreement. We never sell your data.'],
        ['How long we keep it', 'As long as your account exists. After you delete your account we erase your data when the {reactivation_days}-day reactivation period has ended, except for records we must keep by law (such as invoices).'],
        ['Your rights', 'You may access, correct, erase, restrict or port your data and object to its use. Write to {support_email}. You may also complain to your data-protection authority.'],
      ],
    },
    cookies: {
      title: 'Cookie policy',
      sections: [
        ['What cookies are', 'Cookies are small files a website stores in your browser. {site} also stores data in your browser (IndexedDB) so the app works quickly and offline.'],
        ['Cookies we use', 'A session cookie keeps you logged in (30 days). A language cookie remembers your language (365 days). We remember whether you dismissed the site-entry warning. These are strictly necessary and need no consent.'],
        ['No tracking by third parties', 'We do not use advertising or third-party tracking cookies. When you arrive through a partner link we remember its reference for this visit only, to credit the partner.'],
        ['Your choices', 'You can delete cookies in your browser at any time; you will then be logged out. Logging out removes the data of your account from this browser.'],
      ],
    },
    ban: {
      title: 'Access ban',
      sections: [
        ['When we ban access', 'We block an account, an e-mail address or a payment method from {site} when it is used for fraud, harassment, spam, advertising, asking members for money, content showing minors, or when the member is under 18.'],
        ['What a ban means', 'A banned member can no longer log in or create a new account. Credits of an account banned for fraud are forfeited; otherwise unused credits are refunded according to our return policy.'],
        ['Reporting a member', 'Use the report button on a profile or in a chat, or write to {support_email}. We review every report, usually within one working day.'],
        ['Objecting to a ban', 'If you believe your account was blocked by mistake, write to {support_email} with your user name. We answer within 14 days.'],
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      sections: [
        ['Is signing up free?', 'Yes. Creating an account, searching and viewing profiles and liking members is free.'],
        ['What does chatting cost?', 'A message costs {message_credits} credits, a photo in a chat {photo_credits} credits and a gift {gift_credits} credits. Credits come in bundles, for example {bundle}.'],
        ['What is premium membership?', 'Your first credit purchase makes you a premium member: you can see all photos, upload up to 25 photos and start as many conversations as you like. Premium stays when your credits run out.'],
        ['Are all profiles real?', '{fictional_warning}'],
        ['Why must I confirm my e-mail address?', 'So that other members know you are real: until you confirm it, members cannot reply to you.'],
        ['How do I delete my account?', 'In your settings. You can reactivate it within {reactivation_days} days with the link we e-mail you.'],
        ['How do I reach customer service?', 'By e-mail at {support_email} or by phone at {support_phone}.'],
      ],
    },
    service: {
      title: 'Customer service',
      sections: [
        ['We are here to help', 'Questions about your account, a payment or another member? Our team answers every day.'],
        ['E-mail', '{support_email} — we answer within one working day.'],
        ['Phone', '{support_phone}, Monday to Friday 9:00–17:00 (CET).'],
        ['Postal address', '{company}, {address}, {city}, {country}. Registration number {registration}, VAT {vat}.'],
      ],
    },
    'return-policy': {
      title: 'Return policy',
      sections: [
        ['Right of withdrawal', 'You may withdraw from a credit purchase within {refund_days} days without giving a reason. Write to {support_email} with your user name and the date of the purchase.'],
        ['What is refunded', 'We refund the price of the credits you have not used, within 14 days of your request, through the payment method you used. Credits already spent on messages, photos or gifts are not refunded, because that service has been delivered at your request.'],
        ['Failed or double payments', 'A payment that was charged twice or for which you did not receive credits is always refunded in full, also after {refund_days} days.'],
      ],
    },
    '2257': {
      title: '18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement',
      sections: [
        ['Statement', 'All persons who appear in any visual depiction on {site} were 18 years of age or older at the time the depiction was created.'],
        ['Member content', 'Photos uploaded by members are published by the members themselves. {company} is not the primary producer of this content. Members confirm at signup that they are 18 or older and that they own the rights to their photos.'],
        ['Custodian of records', 'The records required by 18 U.S.C. 2257 are kept by the custodian of records at {company}, {address}, {city}, {country}.'],
      ],
    },
  },
  audience: {
    1: 'singles',
    2: 'women who love women',
    3: 'kinky singles',
    4: 'curvy singles',
    5: 'mature women',
    6: 'mature women',
    7: 'gay men',
  },
  landers: {
    tinderswipe: { headline: 'Swipe right on {audience} near you', subline: 'Like a profile and see who likes you back.', points: ['Free to join', 'Matches in minutes', 'Private and discreet'] },
    alonetonight: { headline: 'Alone tonight?', subline: '{audience} near you are online right now and looking for company.', points: ['Online now', 'Chat tonight', 'No strings attached'] },
    collagelanding: { headline: 'Thousands of {audience} are waiting for you', subline: 'Real photos, real chats — join for free.', points: ['New members every day', 'Photos you can like', 'Chat in seconds'] },
    gallery: { headline: 'Browse {audience} near you', subline: 'Take a look around, like who you fancy and start a chat.', points: ['Fresh profiles daily', 'Search by age and region', 'Free to browse'] },
    iconslanding: { headline: 'Meet {audience} the easy way', subline: 'Everything you need to find a match, in one app.', points: ['Like and match', 'Chat and send photos', 'Install it on your phone'] },
    maplanding: { headline: '{audience} near {place}', subline: 'See who is close to you and say hello.', points: ['Members in your region', 'Meet nearby', 'Safe and discreet'] },
    socialnetwork: { headline: 'The social network for {audience}', subline: 'See what members share, like their profiles and start talking.', points: ['A lively community', 'Likes and matches', 'Private messages'] },
    transitionsvideolanding: { headline: 'Your next date is one click away', subline: 'Meet {audience} who are online right now.', points: ['Free signup', 'Real members', 'Chat right away'] },
    video: { headline: 'See who is waiting for you', subline: 'Join {audience} near you and start chatting today.', points: ['Free signup', 'Online now', 'Private and discreet'] },
    landing: { headline: '{name} is waiting for your message', subline: 'Create your free account in a minute and write to {name}.', points: ['Free signup', 'Your message goes out once you confirm your e-mail', 'Private and discreet'] },
    landing2: { headline: '{name} wants to meet you', subline: '{name} from {place} is online. Say hello before someone else does.', points: ['Free signup', 'Chat right away', 'Private and discreet'] },
    landing3: { headline: 'Say hello to {name}', subline: 'Write your first message and sign up for free.', points: ['One minute to join', 'Real members', 'Safe and discreet'] },
  },
  cta: 'Join for free',
  ctaMember: 'Write to {name}',
  socialProof: '{count} members online near {place}',
  bundle: '{credits} credits for {price}',
  nearYou: 'you',
  termsVersion: 'Version of {date}',
  home: { intro: 'Meet new people, like, match and chat.', browse: 'Browse members', login: 'Log in' },
  entryWarning: { title: 'Adults only', text: '{site} contains content for adults. By entering you confirm that you are at least 18 years old and that you accept our terms and conditions.', enter: 'Enter', leave: 'Leave' },
  footer: {
    adults: 'This website is intended for adults aged 18 and over only.',
    rights: '© {year} {site}. All rights reserved.',
    us2257: '18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement: all persons depicted on this website were 18 years of age or older at the time of depiction.',
    readStatement: 'Read the full statement',
    registration: 'Registration number: {registration}',
  },
};
