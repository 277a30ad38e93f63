/** Member reports (decision 123) and the contact filter (decision 122): the values the member app shows, without zod. */

/** The fixed reasons a member picks from (translated in the report dialog). */
export const REPORT_REASONS = ['fake_profile', 'scam', 'harassment', 'sexual_content', 'contact_details', 'underage', 'spam', 'other'] as const;

export const REPORT_NOTE_MAX = 1000;

/** What the receiver sees in place of a masked contact detail; the app shows it translated. */
export const MASK_TOKEN = '[contact details removed]';
