// A user's scopes as people read them: the role by its name (Dispatcher, Supervisor), then any other
// entries as written.
import { Chip, Stack } from '@mui/material';
import { useFieldValue, useTranslate } from 'ra-core';
import { isRoleEntry, ROLES } from '../../domain/access/roles.ts';
import type { FieldRendererProps } from '../registry/types.ts';

export function RoleScopesField({ source }: FieldRendererProps) {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  const entries = Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : [];
  if (entries.length === 0) return <span>–</span>;
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {entries.map((entry) => {
        const role =
          isRoleEntry(entry) && Object.hasOwn(ROLES, entry.slice(1)) ? entry.slice(1) : undefined;
        return (
          <li key={entry}>
            <Chip
              size="small"
              color={role ? 'primary' : 'default'}
              variant={role ? 'filled' : 'outlined'}
              label={role ? translate(`custom.user.roles.${role}`) : entry}
            />
          </li>
        );
      })}
    </Stack>
  );
}
