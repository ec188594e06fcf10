// The phone list's sort control: cards have no column headers to click, so the sortable columns are
// offered in a menu (react-admin's <SortButton> idea, labelled with the engine's own field labels).
import { useState } from 'react';
import { IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import SortIcon from '@mui/icons-material/Sort';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useListSortContext, useTranslate } from 'ra-core';
import type { ResourceDef } from '../../generated/registry.ts';
import { fieldLabelKey, humanize, isSortablePath } from '../schemaUtils.ts';
import { schemaAt } from '../../domain/schema/schemaPath.ts';

export function SortMenuButton({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const { sort, setSort } = useListSortContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const fields = def.list.columns.filter((path) => isSortablePath(def.schema, path));
  if (!fields.length) return null;
  const label = (path: string) =>
    translate(fieldLabelKey(def.name, path, schemaAt(def.schema, path)), { _: humanize(path) });
  const current = translate('engine.phone.sorted_by', {
    field: label(sort.field),
    order: translate(`engine.phone.order.${sort.order}`),
  });
  const menuId = `${def.name}-sort-menu`;
  return (
    <>
      <Tooltip title={current}>
        <IconButton
          color="primary"
          aria-label={`${translate('engine.phone.sort')}: ${current}`}
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : 'false'}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SortIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {fields.map((path) => {
          const selected = sort.field === path;
          return (
            <MenuItem
              key={path}
              selected={selected}
              onClick={() => {
                setSort({ field: path, order: selected && sort.order === 'ASC' ? 'DESC' : 'ASC' });
                setAnchor(null);
              }}
            >
              <ListItemIcon>
                {selected ? (
                  sort.order === 'ASC' ? (
                    <ArrowUpwardIcon fontSize="small" />
                  ) : (
                    <ArrowDownwardIcon fontSize="small" />
                  )
                ) : null}
              </ListItemIcon>
              {label(path)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
