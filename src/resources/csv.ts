// RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled.
const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value)
    ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('; ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(rows: unknown[][]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n');
}
