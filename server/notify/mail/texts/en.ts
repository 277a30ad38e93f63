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
    mailChanged: {
      subject: 'The e-mail address of your {site} account was changed',
      intro: 'The e-mail address of your {site} account has just been changed to another address, and every other device was logged out. If you did this, there is nothing more to do. If you did not, write to our support team at once so that we can secure your account.',
      button: 'Contact support',
      validity: '',
      footer: 'We send this notice to your previous address for your security.',
    },
    reactivate: {
      subject: 'Your {site} account will be deleted',
      intro: 'Your {site} account has been deactivated and will be deleted for good in {days} days. Changed your mind? Reactivate it with the button below.',
      button: 'Reactivate my account',
      validity: 'This link is valid for {days} days.',
    },
    dataExport: {
      subject: 'Your {site} data is ready to download',
      intro: 'The copy of your personal data that you asked for on {site} is ready. Log in and download it on your settings page; for your security the download works only while you are logged in.',
      button: 'Download my data',
      validity: 'The download is available for {days} days, then it is deleted.',
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
