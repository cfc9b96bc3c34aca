/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: a value a spreadsheet would run as a formula gets a leading quote (so it stays
 * text), and a field with a comma, a double quote or a line break is quoted with its quotes
 * doubled (RFC 4180). Shared by the client's exports and the server's.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text: every cell escaped, lines ending CRLF. */
export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
