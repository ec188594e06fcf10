// The export's files and the import's reader (src/resources/views/importExport/): a CSV behind a
// UTF-8 BOM and an XLSX both read back as written, Indonesian characters intact; the exported fields
// are the ones the user may read; each value as the console shows it.
import { describe, expect, test } from 'vitest';
import ExcelJS from 'exceljs';
import { resources } from '../../../../src/generated/registry.ts';
import { csvText, xlsxBytes } from '../../../../src/resources/views/importExport/exporter.ts';
import { readCsv, readXlsx } from '../../../../src/resources/views/importExport/readFile.ts';
import {
  cellText,
  exportFields,
  headerRow,
} from '../../../../src/resources/views/importExport/exportRows.ts';

const rows = [
  ['Kode', 'Nama', 'Alamat'],
  ['SRI-1', 'PT Śrī Rejeki', 'Jl. Cikini Raya No. 5 — Menteng'],
  ['Q-2', 'CV "Kutip", Koma', 'Baris satu\r\nbaris dua'],
];

describe('files', () => {
  test('CSV: UTF-8 with a BOM, CRLF, quoted where needed; read back as written', () => {
    const text = csvText(rows);
    const bytes = new TextEncoder().encode(text);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain('"CV ""Kutip"", Koma"');
    expect(text.split('\r\n')[1]).toBe('SRI-1,PT Śrī Rejeki,Jl. Cikini Raya No. 5 — Menteng');
    const read = readCsv(new TextDecoder().decode(bytes));
    expect(read.headers).toEqual(rows[0]);
    expect(read.rows[1]).toEqual({ Kode: 'Q-2', Nama: 'CV "Kutip", Koma', Alamat: rows[2]![2] });
    expect(read.lines).toEqual([2, 3]);
  });

  test('CSV: blank lines skipped, lines kept; a blank or repeated header named', () => {
    const read = readCsv('Nama,,Nama\r\nA,1,x\r\n\r\nB,2,y\r\n');
    expect(read.headers).toEqual(['Nama', '#2', 'Nama (2)']);
    expect(read.rows).toEqual([
      { Nama: 'A', '#2': '1', 'Nama (2)': 'x' },
      { Nama: 'B', '#2': '2', 'Nama (2)': 'y' },
    ]);
    expect(read.lines).toEqual([2, 4]);
  });

  test('XLSX: written with exceljs, read back by exceljs and by the import reader', async () => {
    const when = new Date(Date.UTC(2026, 10, 27, 7, 30));
    const bytes = await xlsxBytes(
      'Pelanggan',
      [...rows, ['D-3', 'Tanggal', when]],
      [undefined, undefined, 'dd mmm yyyy hh:mm'],
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Pelanggan');
    expect(sheet.getRow(2).getCell(2).value).toBe('PT Śrī Rejeki');
    expect(sheet.getRow(2).getCell(3).value).toBe('Jl. Cikini Raya No. 5 — Menteng');
    const read = await readXlsx(bytes);
    expect(read.headers).toEqual(rows[0]);
    expect(read.rows[0]).toEqual({ Kode: 'SRI-1', Nama: 'PT Śrī Rejeki', Alamat: rows[1]![2] });
    expect(read.rows[2]!.Alamat).toEqual(when);
  });
});

describe('export rows', () => {
  const user = resources.user!;
  test('fields a reader may not receive are left out; system columns kept last', () => {
    const reader = exportFields(user, ['user:read']);
    expect(reader).not.toContain('scopes');
    expect(reader).not.toContain('feature_flags');
    expect(reader[0]).toBe('id');
    expect(reader.slice(-2)).toEqual(['created_on', 'updated_on']);
    expect(exportFields(user, ['user:read', 'user:update'])).toContain('scopes');
    expect(exportFields(resources.customer!, [])).not.toContain('version');
  });

  test('labels as headers, values as the console shows them', () => {
    const customer = resources.customer!;
    const translate = (key: string, options?: Record<string, unknown>) =>
      ({
        'resources.customer.fields.code': 'Kode',
        'ra.boolean.true': 'Ya',
        'ra.boolean.false': 'Tidak',
      })[key] ?? String(options?._ ?? key);
    const context = {
      translate,
      locale: 'id',
      names: (target: string, id: string) =>
        target === 'user' && id === '7' ? 'Rina Kusuma' : undefined,
    };
    expect(headerRow(customer, ['code'], translate)).toEqual(['Kode']);
    expect(cellText(customer, 'is_active', true, context)).toBe('Ya');
    expect(cellText(customer, 'marketing_user_id', 7, context)).toBe('Rina Kusuma');
    expect(cellText(customer, 'marketing_user_id', 8, context)).toBe('8');
    expect(cellText(customer, 'email', null, context)).toBe('');
    expect(cellText(customer, 'created_on', '2026-11-27T07:30:00Z', context)).toMatch(/2026/);
  });
});

describe('error report', () => {
  test('the bad rows as they were, with their line and their problems in words', async () => {
    const { errorReportCsv, problemTexts } =
      await import('../../../../src/resources/views/importExport/importMessages.ts');
    const customer = resources.customer!;
    const translate = (key: string, options?: Record<string, unknown>) =>
      ({
        'engine.import.row': 'Baris',
        'engine.import.problems': 'Masalah',
        'engine.import.reference_not_found': 'Tidak ditemukan',
        'resources.customer.fields.phone': 'Telepon',
        'resources.customer.fields.marketing_user_id': 'Marketing',
      })[key] ?? String(key === 'validation.min_length' ? `min ${String(options?.min)}` : key);
    expect(problemTexts(customer, { marketing_user_id: 'not-found' }, translate)).toEqual([
      'Marketing: Tidak ditemukan',
    ]);
    const sheet = readCsv('Telepon,Marketing,Warna\r\n12,Siapa,merah\r\n\r\n0812,Rina,biru\r\n');
    const csv = errorReportCsv(
      customer,
      sheet,
      { Telepon: 'phone', Marketing: 'marketing_user_id', Warna: null },
      [{ row: 1, errors: { phone: 'too-small', marketing_user_id: 'not-found' } }],
      translate,
    );
    expect(csv).toBe(
      '\uFEFFBaris,Telepon,Marketing,Warna,Masalah\r\n4,0812,Rina,biru,Telepon: min 8; Marketing: Tidak ditemukan',
    );
  });
});
