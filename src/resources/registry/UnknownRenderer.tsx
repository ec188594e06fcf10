import { Alert } from '@mui/material';
import type { JsonSchema } from '../../generated/registry.ts';

const warned = new Set<string>();

/** Logs once per property and kind, so a schema nobody can render is noticed without flooding the console. */
export function warnUnknown(kind: string, resource: string, path: string, schema: JsonSchema) {
  const key = `${kind}:${resource}.${path}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[resources] no ${kind} renderer for ${resource}.${path}`, schema);
}

/** Shown in development where no registry entry matches; production renders nothing. */
export function UnknownRenderer({
  kind,
  resource,
  path,
}: {
  kind: string;
  resource: string;
  path: string;
}) {
  if (!import.meta.env.DEV) return null;
  return (
    <Alert severity="warning" variant="outlined" sx={{ py: 0 }} role="note">
      unknown field: {resource}.{path} ({kind})
    </Alert>
  );
}
