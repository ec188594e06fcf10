// A spreadsheet file as a header row and rows keyed by header: CSV with papaparse (a UTF-8 BOM
// dropped; comma, semicolon or tab found by papaparse's delimiter guess), XLSX's first worksheet with
// exceljs (dates stay dates, formulas give their result, rich text its plain text).
import Papa from 'papaparse';

export interface SheetData {
  headers: string[];
  rows: Record<string, unknown>[];
  /** Each row's line in the file (the header is line 1), for the messages and the error report. */
  lines: number[];
}

/** The headers in file order; a blank header is named by its column (Kolom 3), a repeated one numbered. */
function uniqueHeaders(raw: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((value, index) => {
    const base = String(value ?? '').trim() || `#${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

function fromMatrix(matrix: readonly (readonly unknown[])[]): SheetData {
  const [first = [], ...body] = matrix;
  const headers = uniqueHeaders(first);
  const rows: Record<string, unknown>[] = [];
  const lines: number[] = [];
  body.forEach((cells, index) => {
    const row: Record<string, unknown> = {};
    headers.forEach((header, i) => {
      const cell = cells[i];
      if (cell !== undefined && cell !== null && String(cell).trim() !== '') row[header] = cell;
    });
    if (Object.keys(row).length === 0) return;
    rows.push(row);
    lines.push(index + 2);
  });
  return { headers, rows, lines };
}

export function readCsv(text: string): SheetData {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''));
  return fromMatrix(parsed.data);
}

/** A cell of exceljs as a plain value. */
function plain(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date || typeof value !== 'object') return value;
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.richText))
    return (v.richText as { text: string }[]).map((part) => part.text).join('');
  if ('result' in v) return plain(v.result);
  if ('text' in v) return plain(v.text);
  if ('error' in v) return undefined;
  return String(value);
}

export async function readXlsx(bytes: ArrayBuffer): Promise<SheetData> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [], lines: [] };
  const matrix: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = plain(cell.value);
    });
    matrix[number - 1] = cells;
  });
  return fromMatrix(Array.from(matrix, (cells) => cells ?? []));
}

/** What a chosen file holds, by its name: .xlsx with exceljs, anything else as CSV text. */
export async function readFile(file: File): Promise<SheetData> {
  if (/\.xlsx$/i.test(file.name)) return readXlsx(await file.arrayBuffer());
  return readCsv(await file.text());
}
