/**
 * CSV as spreadsheets and CRMs read it (RFC 4180, CRLF line ends). A cell is quoted when it holds
 * a comma, quote or line break; a cell that a spreadsheet would read as a formula (=, +, -, @,
 * tab, carriage return first) gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'number'
          ? String(value)
          : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and one line per row. */
export function csvDocument(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
