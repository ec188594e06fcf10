// A bad row's problems in words (the API's codes worded as the forms word them) and the
// downloadable error report: the bad rows as they were in the file, with their line and problems.
import type { ResourceDef } from '../../../generated/registry.ts';
import type { ColumnMapping } from '../../../domain/import/columns.ts';
import { fieldErrorMessage } from '../../../dataProviders/errors.ts';
import { fieldLabelKey, hintsOf, humanize } from '../../schemaUtils.ts';
import { toRaMessage } from '../../validation.ts';
import type { Translate } from '../../registry/display.ts';
import { csvText } from './exporter.ts';
import type { SheetData } from './readFile.ts';

/** A row the server refused: its index in the rows sent, and its field-keyed codes. */
export interface RowProblem {
  row: number;
  errors: Record<string, string>;
}

export interface ImportPreview {
  total: number;
  valid: number;
  invalid: RowProblem[];
}

/** 'Telepon: Minimal 8 karakter' for each of a row's problems. */
export function problemTexts(
  def: ResourceDef,
  errors: Record<string, string>,
  translate: Translate,
): string[] {
  return Object.entries(errors).map(([field, code]) => {
    // A reference names its record by text here: not found or ambiguous, rather than 'deleted'.
    const reference = hintsOf(def.schema.properties[field]).reference;
    const { message, args } =
      reference && (code === 'not-found' || code === 'invalid-value')
        ? {
            message:
              code === 'not-found'
                ? 'engine.import.reference_not_found'
                : 'engine.import.reference_ambiguous',
            args: {},
          }
        : toRaMessage(fieldErrorMessage(field, code, def));
    const label = translate(fieldLabelKey(def.name, field), { _: humanize(field) });
    return `${label}: ${translate(message, { _: code, ...args })}`;
  });
}

/** The error report: the file's columns, then the line and the problems of each bad row. */
export function errorReportCsv(
  def: ResourceDef,
  sheet: SheetData,
  mapping: ColumnMapping,
  invalid: readonly RowProblem[],
  translate: Translate,
): string {
  const headers = sheet.headers.filter((header) => header in mapping);
  const rows = invalid.map(({ row, errors }) => [
    sheet.lines[row] ?? row + 2,
    ...headers.map((header) => {
      const cell = sheet.rows[row]?.[header];
      return cell instanceof Date ? cell.toISOString() : (cell ?? '');
    }),
    problemTexts(def, errors, translate).join('; '),
  ]);
  return csvText([
    [translate('engine.import.row'), ...headers, translate('engine.import.problems')],
    ...rows,
  ]);
}
