import { proxy } from 'valtio';

/**
 * The report's confirmation (decision 123), shown by ReportConfirmationHost at the app's root: a
 * report that blocks removes the conversation (and the dialog with it) at once, the thanks stay.
 */
export const reportConfirmation = proxy<{ shown: { name: string; blocked: boolean } | null }>({ shown: null });
