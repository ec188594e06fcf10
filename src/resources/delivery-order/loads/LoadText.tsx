// A name, reason or note in the loads table: cut at the limit with its full text in a tooltip
// (delivery-order.md §9: longer than 60 characters, 70 in the editable table).
import { memo } from 'react';
import { Tooltip, Typography, type TypographyProps } from '@mui/material';

interface LoadTextProps {
  text: string | null | undefined;
  limit: number;
  variant?: TypographyProps['variant'];
  color?: TypographyProps['color'];
  /** Inside a line of text rather than a block of its own. */
  inline?: boolean;
}

export const LoadText = memo(function LoadText({
  text,
  limit,
  variant = 'body2',
  color,
  inline = false,
}: LoadTextProps) {
  if (!text) return null;
  const display = inline ? 'inline' : 'block';
  if (text.length <= limit) {
    return (
      <Typography
        variant={variant}
        color={color}
        component="span"
        sx={{ display, overflowWrap: 'break-word' }}
      >
        {text}
      </Typography>
    );
  }
  return (
    <Tooltip title={text} describeChild>
      {/* Focusable, so keyboard users reach the full text too. */}
      <Typography
        variant={variant}
        color={color}
        component="span"
        tabIndex={0}
        sx={{ display, overflowWrap: 'break-word', cursor: 'help' }}
      >
        {`${text.slice(0, limit).trimEnd()}…`}
      </Typography>
    </Tooltip>
  );
});
