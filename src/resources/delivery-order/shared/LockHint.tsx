import LockIcon from '@mui/icons-material/Lock';
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';

/**
 * The helper text of a locked field: a lock icon for the eye and the reason for screen readers
 * (the input's aria-describedby points at its helper text). Nothing when the field is open.
 */
export function LockHint({ reason }: { reason?: string }) {
  if (!reason) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <LockIcon sx={{ fontSize: 14 }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {reason}
      </Box>
    </Box>
  );
}
