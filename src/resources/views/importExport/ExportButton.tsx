// Export of the list as it is filtered and sorted, as CSV or XLSX (exporter.ts), with the fields the
// user may read. The API pages at 100 rows, so the rows are fetched page by page (at most 10,000).
import { useState, type MouseEvent } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Menu, MenuItem } from '@mui/material';
import {
  fetchRelatedRecords,
  useDataProvider,
  useGetResourceLabel,
  useListContext,
  useLocaleState,
  useNotify,
  usePermissions,
  useResourceDefinitions,
  useTranslate,
  type RaRecord,
} from 'ra-core';
import { Button } from 'react-admin';
import { resources, type ResourceDef } from '../../../generated/registry.ts';
import { exportFields } from './exportRows.ts';
import type { ExportFormat } from './exporter.ts';

const PAGE = 100;
const MAX_ROWS = 10_000;

export function ExportButton({ def }: { def: ResourceDef }) {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const definitions = useResourceDefinitions();
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const getResourceLabel = useGetResourceLabel();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      const records: RaRecord[] = [];
      for (let page = 1; records.length < MAX_ROWS; page++) {
        const { data, total: all } = await dataProvider.getList(def.name, {
          pagination: { page, perPage: PAGE },
          sort,
          filter: filterValues,
        });
        records.push(...data);
        if (data.length < PAGE || (all !== undefined && records.length >= all)) break;
      }
      // The writers (papaparse, exceljs) load with the first export, not with the list.
      const { makeExporter } = await import('./exporter.ts');
      const exporter = makeExporter({
        def,
        fields: exportFields(def, permissions),
        format,
        translate,
        locale,
        title: getResourceLabel(def.name, 2),
        readable: (target) => (definitions[target] ? resources[target] : undefined),
      });
      await exporter(records, fetchRelatedRecords(dataProvider), dataProvider, def.name);
    } catch {
      notify('engine.export_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        label="ra.action.export"
        aria-haspopup="menu"
        aria-controls={anchor ? 'engine-export-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        disabled={busy || total === 0}
      >
        <DownloadIcon />
      </Button>
      <Menu
        id="engine-export-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => void run('csv')}>{translate('engine.export.csv')}</MenuItem>
        <MenuItem onClick={() => void run('xlsx')}>{translate('engine.export.xlsx')}</MenuItem>
      </Menu>
    </>
  );
}
