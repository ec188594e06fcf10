// The proof tabs' empty state: no completed pickup (or drop) yet, and what will appear once there is.
import { Box, Typography } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslate } from 'ra-core';

export interface ProofEmptyStateProps {
  type: 'PICKUP' | 'DROP';
}

export function ProofEmptyState({ type }: ProofEmptyStateProps) {
  const translate = useTranslate();
  const Icon = type === 'PICKUP' ? InventoryIcon : LocalShippingIcon;
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 520, mx: 'auto' }}>
      <Box
        sx={{ display: 'inline-flex', p: 2, borderRadius: '50%', bgcolor: 'action.hover', mb: 2 }}
      >
        <Icon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      </Box>
      <Typography component="h3" variant="h6" gutterBottom>
        {translate(`custom.delivery.history.proof.empty.${type}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`custom.delivery.history.proof.empty.${type}.text`)}
      </Typography>
    </Box>
  );
}
