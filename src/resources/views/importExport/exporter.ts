// The export files, through maintained libraries: CSV with papaparse (UTF-8 with a byte order
// mark, so Excel reads 'Śrī' and '—' as they are) and XLSX with exceljs (loaded on first use: it is
// the console's biggest library). makeExporter is a react-admin Exporter, called with the rows of
// the list's current filters and sort (ExportButton.tsx).
import Papa from 'papaparse';
import type { DataProvider, Exporter, RaRecord } from 'ra-core';
import type { ResourceDef } from '../../../generated/registry.ts';
import type { Translate } from '../../registry/display.ts';
import { cellText, headerRow, isDateField, referencedIds } from './exportRows.ts';

export type ExportFormat = 'csv' | 'xlsx';

const BOM = '\uFEFF';
export const CSV_TYPE = 'text/csv;charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** RFC 4180 CSV (CRLF, fields with a comma, quote or line break quoted) behind a UTF-8 BOM. */
export function csvText(rows: readonly (readonly unknown[])[]): string {
  return BOM + Papa.unparse(rows as unknown[][], { newline: '\r\n' });
}

/** One worksheet: a bold, frozen header row, columns sized to their content, dates as dates. */
export async function xlsxBytes(
  sheetName: string,
  rows: readonly (readonly unknown[])[],
  /** Per column: the number format of its date cells (Excel's codes). */
  dateFormats: readonly (string | undefined)[] = [],
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  // Excel forbids : \ / ? * [ ] in a sheet name and allows 31 characters.
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  for (const row of rows) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    const widest = Math.max(...rows.map((row) => String(row[index] ?? '').length));
    column.width = Math.min(60, Math.max(10, widest + 2));
    const format = dateFormats[index];
    if (format) column.numFmt = format;
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** A file download, as react-admin's downloadCSV does it, for any blob. */
export function download(blob: Blob, filename: string) {
  const link = document.createElement('a');
  link.style.display = 'none';
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

const CHUNK = 100;

/** A referenced resource's representations, 100 ids a call (the API's largest page). */
async function representations(
  dataProvider: DataProvider,
  target: ResourceDef | undefined,
  ids: Set<string>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!target) return names;
  const all = [...ids];
  for (let i = 0; i < all.length; i += CHUNK) {
    const { data } = await dataProvider.getMany(target.name, { ids: all.slice(i, i + CHUNK) });
    for (const record of data) {
      const name = record[target.recordRepresentation];
      if (name !== null && name !== undefined) names.set(String(record.id), String(name));
    }
  }
  return names;
}

export interface ExportOptions {
  def: ResourceDef;
  fields: readonly string[];
  format: ExportFormat;
  translate: Translate;
  locale: string;
  /** The resource's label, the file and sheet name. */
  title: string;
  /** The referenced resources the user may read (others export their ids). */
  readable: (resource: string) => ResourceDef | undefined;
  save?: (blob: Blob, filename: string) => void;
}

/** A react-admin exporter writing the records to a CSV or XLSX file. */
export function makeExporter(options: ExportOptions): Exporter {
  const { def, fields, format, translate, locale, title, readable, save = download } = options;
  return async (records: RaRecord[], _fetchRelated, dataProvider) => {
    const names = new Map<string, Map<string, string>>();
    for (const [target, ids] of referencedIds(def, fields, records))
      names.set(target, await representations(dataProvider, readable(target), ids));
    const context = {
      translate,
      locale,
      names: (target: string, id: string) => names.get(target)?.get(id),
    };
    const body = records.map((record) =>
      fields.map((field) => {
        const value = record[field];
        if (format === 'xlsx' && isDateField(def, field) && typeof value === 'string') {
          const date = new Date(value);
          // A spreadsheet's dates have no zone: a date-time is written as the wall clock here.
          if (!Number.isNaN(date.getTime()))
            return def.schema.properties[field]!.format === 'date'
              ? date
              : new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
        }
        return cellText(def, field, value, context);
      }),
    );
    const rows = [headerRow(def, fields, translate), ...body];
    const stamp = new Date().toISOString().slice(0, 10);
    const base = `${title}-${stamp}`.replace(/[^\p{L}\p{N}._-]+/gu, '-');
    if (format === 'csv') save(new Blob([csvText(rows)], { type: CSV_TYPE }), `${base}.csv`);
    else {
      const dateFormats = fields.map((field) =>
        isDateField(def, field)
          ? def.schema.properties[field]!.format === 'date'
            ? 'dd mmm yyyy'
            : 'dd mmm yyyy hh:mm'
          : undefined,
      );
      const bytes = await xlsxBytes(title, rows, dateFormats);
      save(new Blob([bytes], { type: XLSX_TYPE }), `${base}.xlsx`);
    }
  };
}
