import { useId } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { resources } from '../../../generated/registry.ts';
import { DurationInput } from '../../registry/renderers/duration.tsx';
import { LockHint } from '../shared/LockHint.tsx';
import { useFieldLock } from '../shared/useFieldLock.ts';

/**
 * A service time as days, hours and minutes (the engine's duration input, sent as an ISO duration).
 * The input has no helper text of its own, so a lock's reason describes the group.
 */
export function ServiceTimeInput({
  source,
}: {
  source: 'origin_service_time' | 'destination_service_time';
}) {
  const translate = useTranslate();
  const lock = useFieldLock(source);
  const hintId = useId();
  const def = resources['delivery-order'];
  return (
    <Box role="group" aria-describedby={lock.reason ? hintId : undefined} sx={{ minWidth: 0 }}>
      <DurationInput
        source={source}
        schema={def.schema.properties[source]}
        context={{ resource: def.name, path: source, def }}
        label={translate(`resources.delivery-order.fields.${source}`)}
        required={false}
        readOnly={lock.readOnly}
        mode="edit"
      />
      {lock.reason && (
        <Box id={hintId} sx={{ typography: 'caption', color: 'text.secondary' }}>
          <LockHint reason={lock.reason} />
        </Box>
      )}
    </Box>
  );
}
