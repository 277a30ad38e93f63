import type { MailTexts } from './types.ts';

export const en: MailTexts = {
  greeting: 'Hi {name},',
  kinds: {
    activate: {
      subject: 'Confirm your e-mail address for {site}',
      intro: 'Welcome to {site}! Please confirm your e-mail address so that other members can reply to you.',
      button: 'Confirm e-mail address',
      validity: 'This link is valid for {days} days.',
    },
    reset: {
      subject: 'Reset your password for {site}',
      intro: 'We received a request to reset the password of your {site} account. Choose a new password with the button below.',
      button: 'Choose a new password',
      validity: 'This link is valid for 2 hours.',
    },
    mailChange: {
      subject: 'Confirm your new e-mail address for {site}',
      intro: 'You asked to use this address for your {site} account. Confirm it with the button below.',
      button: 'Confirm new e-mail address',
      validity: 'This link is valid for {days} days.',
    },
    reactivate: {
      subject: 'Your {site} account will be deleted',
      intro: 'Your {site} account has been deactivated and will be deleted for good in {days} days. Changed your mind? Reactivate it with the button below.',
      button: 'Reactivate my account',
      validity: 'This link is valid for {days} days.',
    },
  },
  linkFallback: 'Or copy this link into your browser:',
  ignore: "If you didn't ask for this, you can ignore this e-mail.",
  unsubscribe: 'Unsubscribe from e-mails',
  sentBy: 'This e-mail was sent by {site}.',
  unsubscribePage: {
    question: "Stop e-mails from {site}?",
    button: "Unsubscribe",
    done: "You will no longer receive e-mails from {site}.",
    invalid: "This unsubscribe link is invalid.",
    reenable: "You can turn e-mails back on at any time on the notifications page of your account.",
  },
};
