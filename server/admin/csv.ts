/**
 * The one home of CSV writing for the staff console's exports (decision 167): RFC 4180 lines,
 * comma-separated, CRLF, for a spreadsheet in any locale.
 *
 * Every text cell is quoted, so neither separator a spreadsheet may use (`,`, or `;` in the
 * locales of most of our markets) nor a line break inside it can start another cell. A text a
 * spreadsheet would run as a formula (OWASP "CSV injection": starting with = + - @, a tab or a
 * carriage return, also behind leading spaces) gets a leading apostrophe. Numbers we produce are
 * written as they are: a number, or a plain decimal in a string (an amount), is never a formula.
 */
export type CsvValue = string | number | null;

const FORMULA_START = /^[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  // a NUL never belongs in a cell; an unpaired surrogate becomes U+FFFD (the file is UTF-8)
  let text = value.split('\u0000').join('').replace(LONE_SURROGATE, '\ufffd');
  if (PLAIN_DECIMAL.test(text)) return text;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(cells: ReadonlyArray<CsvValue>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
