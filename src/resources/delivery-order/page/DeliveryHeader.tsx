// The header of Delivery Detail (delivery-order.md §2): Back, the title (Buat, or Detail with the
// order number) and status, then the order's controls — Track Shipment, Share (the share modal), Other ▸ History / Print
// Order, Duplicate, Schedule Assignment, the energy integration and the status-change control —
// each shown as headerGates says for this order and user.
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { usePermissions, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useFeatureFlags } from '../../../auth/useFeatureFlags.ts';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import { DeliveryStatusBadge } from '../../shared/DeliveryStatusBadge.tsx';
import { DeliveryHeaderOtherMenu } from './DeliveryHeaderOtherMenu.tsx';
import { DeliveryHeaderScheduleMenu } from '../schedule/DeliveryHeaderScheduleMenu.tsx';
import { DeliveryHeaderEnergyButton } from './DeliveryHeaderEnergyButton.tsx';
import { DeliveryHeaderShareButton } from './DeliveryHeaderShareButton.tsx';
import { StatusTransitionControl } from './StatusTransitionControl.tsx';
import { headerGates } from './headerGates.ts';
import { usePrintOrder } from './usePrintOrder.ts';
import { useDuplicateOrder } from './useDuplicateOrder.ts';

export interface DeliveryHeaderProps {
  /** undefined on the create page. */
  order?: DeliveryOrderRecord;
  /** Unsaved changes in the INFORMATION form. */
  dirty: boolean;
  onBack(): void;
  onHistory(): void;
}

export function DeliveryHeader({ order, dirty, onBack, onHistory }: DeliveryHeaderProps) {
  const translate = useTranslate();
  const { permissions, isPending: scopesPending } = usePermissions<string[]>();
  const scopes = Array.isArray(permissions) ? permissions : [];
  const { hasFlag, isPending: flagsPending } = useFeatureFlags();
  const { print, isPending: printing } = usePrintOrder(order?.id);
  const { duplicate, isPending: duplicating } = useDuplicateOrder(order?.id);
  const title = order
    ? translate('custom.delivery.page.title.detail', { number: order.number ?? '' })
    : translate('custom.delivery.page.title.create');
  // The controls appear together once the user's scopes and flags are known (none pops in late).
  const gates =
    order && !scopesPending && !flagsPending ? headerGates(order, scopes, hasFlag) : undefined;

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        py: 2,
      }}
    >
      <Title title={title} />
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: 1,
          rowGap: 0.5,
          minWidth: 0,
          flex: '1 1 auto',
        }}
      >
        <Tooltip title={translate('custom.delivery.page.back')}>
          <IconButton
            onClick={onBack}
            aria-label={translate('custom.delivery.page.back')}
            edge="start"
          >
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Typography
          variant="h5"
          component="h1"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1.15rem', sm: '1.5rem' },
            overflowWrap: 'anywhere',
            minWidth: 0,
          }}
        >
          {title}
        </Typography>
        {order?.status?.name && <DeliveryStatusBadge status={order.status.name} />}
      </Stack>
      {order && gates && (
        <Stack
          direction="row"
          role="toolbar"
          aria-label={translate('custom.delivery.page.actions')}
          sx={{
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: { xs: 'flex-start', md: 'flex-end' },
          }}
        >
          {gates.track && (
            <Button
              component="a"
              variant="outlined"
              startIcon={<LocalShippingIcon />}
              href={order.track_link ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
            >
              {translate('custom.delivery.page.track')}
            </Button>
          )}
          {gates.track && <DeliveryHeaderShareButton order={order} />}
          <DeliveryHeaderOtherMenu
            showHistory={gates.history}
            showPrint={gates.print}
            printing={printing}
            onHistory={onHistory}
            onPrint={print}
          />
          {gates.duplicate && (
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={duplicate}
              disabled={duplicating}
            >
              {translate('custom.delivery.page.duplicate')}
            </Button>
          )}
          {gates.schedule && <DeliveryHeaderScheduleMenu order={order} dirty={dirty} />}
          {gates.energy && <DeliveryHeaderEnergyButton orderId={order.id} />}
          <StatusTransitionControl order={order} dirty={dirty} />
        </Stack>
      )}
    </Box>
  );
}
