// CSV in and out: RFC 4180 by the library, our rules on top (line numbers, the formula guard).
import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from './csv';

describe('reading CSV', () => {
  it('keeps the line each row starts on, across quoted line breaks, blank lines and any line end', () => {
    const text = '\uFEFFcode,name\r\nA1,"Asha\r\nKulkarni"\n\n   \nA2,"Rahul, ""R"""\rA3,Sanjay';
    expect(readCsv(text)).toEqual({
      rows: [
        { line: 1, fields: ['code', 'name'] },
        { line: 2, fields: ['A1', 'Asha\nKulkarni'] },
        { line: 6, fields: ['A2', 'Rahul, "R"'] },
        { line: 7, fields: ['A3', 'Sanjay'] },
      ],
      problems: [],
    });
  });

  it('keeps a row of empty values (its count is the importer’s to judge) and a quote inside a value', () => {
    expect(readCsv('a,b\n,,\n5" pipe,x').rows).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['', '', ''] },
      { line: 3, fields: ['5" pipe', 'x'] },
    ]);
  });

  it('names the row whose quote never closes', () => {
    expect(readCsv('a,b\nx,y\n"open,1\nc,d\n')).toEqual({
      rows: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['x', 'y'] },
      ],
      problems: [{ line: 3, code: 'CSV_QUOTE_NOT_CLOSED' }],
    });
  });
});

describe('writing CSV', () => {
  it('writes a customer named as a formula as text, and reads it back as it was', () => {
    const name = '=HYPERLINK("http://x","y")';
    const csv = writeCsv([
      ['name', 'city'],
      [name, 'Pune'],
    ]);
    expect(csv).toBe('name,city\r\n"\'=HYPERLINK(""http://x"",""y"")",Pune\r\n');
    expect(readCsv(csv).rows[1]?.fields).toEqual([name, 'Pune']);
  });

  it('guards every formula start, and gives back each value, apostrophes included', () => {
    const values = ['+1', '-2 drugs', '@SUM(A1)', '\uFF1D1', "'=already", "''+twice", "O'Brien", 'plain'];
    const csv = writeCsv([values]);
    const [written] = readCsv(csv).rows;
    expect(csv.split(',').filter((cell) => cell.startsWith("'"))).toHaveLength(6);
    expect(written?.fields).toEqual(values);
  });

  it('writes numbers as numbers, negative ones unguarded, and a byte-order mark when asked', () => {
    expect(writeCsv([[-18.52, 3]], { bom: true, formatNumber: (value) => value.toFixed(2) })).toBe(
      '\uFEFF-18.52,3.00\r\n',
    );
    expect(writeCsv([[' padded', 'a,b']])).toBe('" padded","a,b"\r\n');
  });
});
