// CSV text in and out (RFC 4180): quoted fields, doubled quotes, CRLF or LF, a byte-order mark.

/** Rows of fields; a blank line is skipped. Each row keeps its line number for the messages. */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]?.trim() !== '') rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (; at < text.length; at += 1) {
    const char = text[at] as string;
    if (quoted) {
      if (char === '"') {
        if (text[at + 1] === '"') {
          field += '"';
          at += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) endRow();
  return rows;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;
}

export function formatCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map((value) => quote(String(value))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
