/** The texts of one mail: {site} is the site's name, {name} the member's, {days} a count of days. */
export interface MailKindTexts {
  subject: string;
  intro: string;
  button: string;
  /** the validity of the link */
  validity: string;
  /** a notice with no link to ignore: this line replaces the validity and "ignore" lines */
  footer?: string;
}

/** `mailChanged`: the notice to the previous address after an e-mail change; `dataExport`: a member's data export is ready (decision 124) */
export type MailKind = 'activate' | 'reset' | 'mailChange' | 'mailChanged' | 'reactivate' | 'dataExport';

/** Every text of the site's mails in one locale; the type makes every locale complete. */
export interface MailTexts {
  greeting: string;
  kinds: Record<MailKind, MailKindTexts>;
  /** shown under the button: the link as text for mail clients that hide buttons */
  linkFallback: string;
  ignore: string;
  unsubscribe: string;
  sentBy: string;
  /** the page behind the unsubscribe link */
  unsubscribePage: { question: string; button: string; done: string; invalid: string; reenable: string };
}
