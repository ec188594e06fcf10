// The copyright line (master-data.md §2): from the previous year to the current year, and the name.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

export function Footer({ now = new Date() }: { now?: Date }) {
  const translate = useTranslate();
  const year = now.getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        textAlign: 'center',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.footer.copyright', { from: year - 1, to: year })}
      </Typography>
    </Box>
  );
}
