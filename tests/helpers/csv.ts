/**
 * Reads CSV text as a spreadsheet does with `separator` as its list separator (`,`, or `;` in the
 * locales of most of our markets): quoted cells are one cell, quotes doubled inside; CRLF ends a line.
 */
export function spreadsheetCells(text: string, separator: ',' | ';'): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      line.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      line.push(cell);
      lines.push(line);
      line = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || line.length > 0) lines.push([...line, cell]);
  return lines;
}

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"). */
export const runsAsFormula = (cell: string): boolean => /^[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);
