import nodemailer from 'nodemailer';

export interface OutgoingMail {
  /** the sender's address */
  from: string;
  /** the sender's name shown beside it: the site's mail_name in the mail's locale (decision 173) */
  fromName?: string | undefined;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 2369 / RFC 8058 headers */
  headers: Record<string, string>;
}

/** Hands a mail to the next hop; throws when it was not accepted. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer (SMTP_URL such as smtp://user:pass@host:587 or smtps://host:465). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({
        // nodemailer quotes and encodes the name (any language, any character)
        from: mail.fromName ? { name: mail.fromName, address: mail.from } : mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
    close: () => transporter.close(),
  };
}
