// The generated list on a phone: one card per record instead of the table (react-admin demo's
// useMediaQuery switch, with cards instead of SimpleList because a card's fields may hold links —
// a reference, an e-mail — that must not sit inside a row link). The card's title opens the record;
// the list's columns follow as label/value pairs; a checkbox per card feeds the bulk actions.
import type { ReactElement } from 'react';
import { Box, Card, Checkbox, Link as MuiLink, Typography } from '@mui/material';
import {
  LinkBase,
  RecordContextProvider,
  useCreatePath,
  useGetRecordRepresentation,
  useListContext,
  useNavigate,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'ra-core';
import { BulkActionsToolbar, type DataTableProps } from 'react-admin';
import type { ResourceDef } from '../../generated/registry.ts';
import { PropertyField } from '../registry/PropertyField.tsx';
import { fieldLabelKey, humanize } from '../schemaUtils.ts';
import { schemaAt } from '../../domain/schema/schemaPath.ts';

export interface ResourceCardListProps {
  def: ResourceDef;
  /** The columns shown, in order. */
  columns: string[];
  rowClick: DataTableProps['rowClick'];
  bulkActionButtons: ReactElement | false;
}

export function ResourceCardList({
  def,
  columns,
  rowClick,
  bulkActionButtons,
}: ResourceCardListProps) {
  const { data, isPending, selectedIds = [], onToggleItem, resource = def.name } = useListContext();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  if (isPending || !data) return null;
  if (!data.length) {
    return (
      <Typography variant="body2" className="EngineCardList-empty" sx={{ p: 2 }}>
        {translate('ra.navigation.no_results', {
          name: translate(`resources.${resource}.name`, { smart_count: 2, _: humanize(resource) }),
        })}
      </Typography>
    );
  }
  const fields = columns.filter((c) => c !== def.recordRepresentation);
  return (
    <Box className="EngineCardList-root" sx={{ px: 1, pb: 1 }}>
      {bulkActionButtons && <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {data.map((record: RaRecord) => {
          const title = represent(record);
          const titleText =
            typeof title === 'string' || typeof title === 'number'
              ? String(title)
              : `#${record.id}`;
          return (
            <Card
              component="li"
              variant="outlined"
              key={record.id}
              className="EngineCardList-card"
              sx={{ p: 1.5, minWidth: 0 }}
            >
              <RecordContextProvider value={record}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                  {bulkActionButtons && (
                    <Checkbox
                      size="small"
                      sx={{ ml: -1 }}
                      checked={selectedIds.includes(record.id)}
                      onChange={() => onToggleItem?.(record.id)}
                      slotProps={{
                        input: {
                          'aria-label': translate('engine.phone.select', { name: titleText }),
                        },
                      }}
                    />
                  )}
                  <CardTitle
                    def={def}
                    resource={resource}
                    record={record}
                    rowClick={rowClick}
                    title={title}
                  />
                </Box>
                {fields.length > 0 && (
                  <Box
                    component="dl"
                    sx={{
                      m: 0,
                      mt: 0.5,
                      display: 'grid',
                      gridTemplateColumns: 'minmax(6rem, 40%) minmax(0, 1fr)',
                      columnGap: 1.5,
                      rowGap: 0.5,
                    }}
                  >
                    {fields.map((path) => {
                      const schema = schemaAt(def.schema, path) ?? {};
                      return (
                        <Box key={path} sx={{ display: 'contents' }}>
                          <Typography
                            component="dt"
                            variant="body2"
                            color="text.secondary"
                            sx={{ overflowWrap: 'anywhere' }}
                          >
                            {translate(fieldLabelKey(def.name, path, schema), {
                              _: humanize(path),
                            })}
                          </Typography>
                          <Typography
                            component="dd"
                            variant="body2"
                            sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                          >
                            <PropertyField
                              source={path}
                              schema={schema}
                              context={{ resource: def.name, path, def }}
                              variant="cell"
                            />
                          </Typography>
                        </Box>
                      );
                    })}
                  </Box>
                )}
              </RecordContextProvider>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}

interface CardTitleProps {
  def: ResourceDef;
  resource: string;
  record: RaRecord;
  rowClick: DataTableProps['rowClick'];
  title: ReturnType<ReturnType<typeof useGetRecordRepresentation>>;
}

/** The record's name: a link to its show or edit page, a button for a custom row action (a child's edit dialog), else text. */
function CardTitle({ resource, record, rowClick, title }: CardTitleProps) {
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const sx = { fontWeight: 600, overflowWrap: 'anywhere', textAlign: 'left', minWidth: 0 } as const;
  const className = 'EngineCardList-title';
  if (rowClick === 'show' || rowClick === 'edit') {
    return (
      <MuiLink
        component={LinkBase}
        to={createPath({ resource, id: record.id, type: rowClick })}
        underline="hover"
        className={className}
        sx={sx}
      >
        {title}
      </MuiLink>
    );
  }
  if (typeof rowClick === 'function') {
    const open = async () => {
      const target = await rowClick(record.id as Identifier, resource, record);
      if (typeof target === 'string') navigate(target);
    };
    return (
      <MuiLink
        component="button"
        type="button"
        underline="hover"
        className={className}
        onClick={() => void open()}
        sx={{ ...sx, font: 'inherit', fontWeight: 600 }}
      >
        {title}
      </MuiLink>
    );
  }
  return (
    <Typography component="span" className={className} sx={sx}>
      {title}
    </Typography>
  );
}
