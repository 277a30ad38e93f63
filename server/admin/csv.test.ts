import { describe, expect, it } from 'vitest';
import { runsAsFormula, spreadsheetCells } from '../../tests/helpers/csv.ts';
import { csvCell, csvLine } from './csv.ts';

describe('CSV cells (decision 167)', () => {
  it('quotes every text cell, doubling quotes (RFC 4180); numbers and empty cells stay bare', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('a; b')).toBe('"a; b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
    expect(csvCell(-15)).toBe('-15');
    expect(csvCell('12.50')).toBe('12.50');
    expect(csvCell('-3.00')).toBe('-3.00');
    expect(csvLine(['a', 1, null])).toBe('"a",1,\r\n');
  });

  it('guards text a spreadsheet would run as a formula, also behind spaces and in full-width forms', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', ' =', '\u00a0+', '\uff1d']) expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('-1+2')).toBe(`"'-1+2"`);
  });

  it('hostile text: NUL dropped, an unpaired surrogate replaced, a huge cell kept whole', () => {
    expect(csvCell('a\u0000b')).toBe('"ab"');
    expect(csvCell('x\ud800y')).toBe('"x\ufffdy"');
    expect(csvCell('\ud83d\ude00')).toBe('"\ud83d\ude00"');
    expect(csvCell('x'.repeat(100_000))).toHaveLength(100_002);
  });

  it('a line reads back as the same cells with either separator, none a formula', () => {
    const cells = ['Kim;=HYPERLINK(A1);x', 'Kim,=HYPERLINK(A1),x', '@x', 'a"b', 'two\r\nlines', 7];
    for (const separator of [',', ';'] as const) {
      const read = spreadsheetCells(csvLine(cells), separator);
      expect(read).toHaveLength(1);
      expect(read[0]?.filter(runsAsFormula)).toEqual([]);
      if (separator === ',') expect(read[0]).toEqual(['Kim;=HYPERLINK(A1);x', 'Kim,=HYPERLINK(A1),x', "'@x", 'a"b', 'two\r\nlines', '7']);
    }
  });
});
