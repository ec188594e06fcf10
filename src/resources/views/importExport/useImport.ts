// The import dialog's controller: the file read, the column mapping (autoMapping, then the user's
// changes), the server's preview (dryRun: every row checked by the resource's validators, its
// references resolved, its duplicates found) and the apply, all or nothing.
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRefresh, type DataProvider } from 'ra-core';
import type { ResourceDef } from '../../../generated/registry.ts';
import {
  autoMapping,
  mapRow,
  unmappedRequired,
  type ColumnMapping,
} from '../../../domain/import/columns.ts';
import type { OrderServiceMethods } from '../../../dataProviders/orderService.ts';
import { readFile, type SheetData } from './readFile.ts';
import type { ImportPreview } from './importMessages.ts';

export type ImportStep = 'file' | 'mapping' | 'preview';

/** The rows as the server takes them: each file row through the mapping, dates as ISO text. */
function rowsToSend(sheet: SheetData, mapping: ColumnMapping) {
  return sheet.rows.map((row) => {
    const mapped = mapRow(mapping, row);
    for (const [field, value] of Object.entries(mapped))
      if (value instanceof Date) mapped[field] = value.toISOString();
    return mapped;
  });
}

export function useImport(def: ResourceDef, onDone: () => void) {
  const dataProvider = useDataProvider<DataProvider & OrderServiceMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [step, setStep] = useState<ImportStep>('file');
  const [sheet, setSheet] = useState<SheetData | null>(null);
  const [fileName, setFileName] = useState('');
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = (dryRun: boolean) =>
    dataProvider.call(def.name, {
      method: 'POST',
      path: '/import',
      // The file's numbers are read in the importer's language ('1.234,5' in Indonesian).
      body: { rows: rowsToSend(sheet!, mapping), dryRun, locale: locale === 'en' ? 'en' : 'id' },
    }) as Promise<{ data: ImportPreview & { created?: number } }>;

  const choose = async (file: File) => {
    setBusy(true);
    setProblem(null);
    try {
      const read = await readFile(file);
      if (read.rows.length === 0) {
        setProblem('engine.import.empty');
        return;
      }
      setSheet(read);
      setFileName(file.name);
      setMapping(autoMapping(def, read.headers));
      setPreview(null);
      setStep('mapping');
    } catch {
      setProblem('engine.import.read_failed');
    } finally {
      setBusy(false);
    }
  };

  const runPreview = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setPreview((await send(true)).data);
      setStep('preview');
    } catch {
      setProblem('engine.import.failed');
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await send(false);
      notify('engine.import.applied', {
        type: 'success',
        messageArgs: { smart_count: data.created ?? 0 },
      });
      refresh();
      onDone();
    } catch {
      // Refused as a whole (a value taken meanwhile): the preview again says which rows and why.
      await runPreview();
      setProblem('engine.import.failed');
    } finally {
      setBusy(false);
    }
  };

  return {
    step,
    setStep,
    sheet,
    fileName,
    mapping,
    setField: (header: string, field: string | null) =>
      setMapping((current) => ({ ...current, [header]: field })),
    missing: unmappedRequired(def, mapping),
    preview,
    problem,
    busy,
    choose,
    runPreview,
    apply,
  };
}
