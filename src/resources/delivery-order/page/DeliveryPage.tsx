// Delivery Detail (delivery-order.md §2): /delivery/create and /delivery/:id. The header, the
// banners, the tabs INFORMATION (titled Detail) / PICKUP / DROP with the machine's enable rules,
// and the status wizard as the footer. The INFORMATION form reports whether it has unsaved
// changes: the header then disables status changes and Back asks before leaving.
import { useState } from 'react';
import { Alert, Box, Button, Paper, Tab, Tabs, useMediaQuery } from '@mui/material';
import {
  useGetList,
  useGetOne,
  useLocation,
  useNavigate,
  useParams,
  usePermissions,
  useTranslate,
} from 'ra-core';
import { Loading } from 'react-admin';
import { DELIVERY_ROUTES } from '../../../config/routes.ts';
import {
  dropTabEnabled,
  pickupTabEnabled,
  type ActivitySummary,
} from '../../../domain/delivery-order/editability.ts';
import type { DeliveryStatus } from '../../../domain/delivery-order/statuses.ts';
import { DELIVERY_RESOURCE, type DeliveryOrderRecord } from '../shared/contracts.ts';
import { backTarget } from './deliveryNavigation.ts';
import { DeliveryHeader } from './DeliveryHeader.tsx';
import { DeliveryBanners } from './DeliveryBanners.tsx';
import { LeaveConfirmModal } from './LeaveConfirmModal.tsx';
import { DENSE_FROM, StatusWizard } from './StatusWizard.tsx';
import { InformationTab } from '../information/InformationTab.tsx';
import { ProofTab } from '../proof/ProofTab.tsx';
import { HistoryModal } from '../history/HistoryModal.tsx';
import { useDeliveryLandingToasts } from './useDeliveryLandingToasts.ts';
import { useDeliveryWizard } from './useDeliveryWizard.ts';

type DeliveryTab = 'information' | 'pickup' | 'drop';

const ACTIVITY_RESOURCE = 'delivery-order-activity';

export default function DeliveryPage() {
  const { id } = useParams<{ id?: string }>();
  const isCreate = id === undefined;
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { permissions } = usePermissions<string[]>();
  const scopes = Array.isArray(permissions) ? permissions : [];
  const compact = useMediaQuery('(max-width:640px)', { noSsr: true });

  const [tab, setTab] = useState<DeliveryTab>('information');
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Another order (or the create page) starts on INFORMATION with a clean form.
  const [shownId, setShownId] = useState(id);
  if (shownId !== id) {
    setShownId(id);
    setTab('information');
    setDirty(false);
    setLeaving(false);
    setHistoryOpen(false);
  }

  // Ids are positive integers; anything else in the URL is an order that does not exist.
  const orderId = id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
  const {
    data: order,
    isPending,
    error,
  } = useGetOne<DeliveryOrderRecord>(
    DELIVERY_RESOURCE,
    { id: orderId ?? 0 },
    { enabled: orderId !== undefined },
  );
  const { data: activities = [] } = useGetList<ActivitySummary & { id: number }>(
    ACTIVITY_RESOURCE,
    {
      filter: { delivery_order_id: orderId },
      meta: { delivery_order_id: orderId },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: !!order },
  );
  const wizard = useDeliveryWizard(isCreate ? undefined : order, scopes);
  useDeliveryLandingToasts(order ? id : undefined);

  const leave = () => navigate(backTarget(search));
  const back = () => (dirty && tab === 'information' ? setLeaving(true) : leave());

  if (orderId !== undefined && isPending) return <Loading />;
  if (!isCreate && (error || !order)) {
    return (
      <Box sx={{ py: 3 }}>
        <Alert
          severity="error"
          action={<Button onClick={leave}>{translate('custom.delivery.page.back')}</Button>}
        >
          {translate('custom.delivery.page.not_found')}
        </Alert>
      </Box>
    );
  }

  const status = (order?.status?.name ?? 'DRAFT') as DeliveryStatus;
  const pickupEnabled = !!order && pickupTabEnabled(status, activities);
  const dropEnabled = !!order && dropTabEnabled(status, activities);
  // A tab that closes (the order went back) leaves the user on INFORMATION.
  const current: DeliveryTab =
    (tab === 'pickup' && !pickupEnabled) || (tab === 'drop' && !dropEnabled) ? 'information' : tab;
  const tabId = (name: DeliveryTab) => `delivery-tab-${name}`;
  const panelId = (name: DeliveryTab) => `delivery-panel-${name}`;

  return (
    // Inline-size containment: the page takes its width from the layout, never from its content, so
    // the header, tabs and wizard keep the viewport's width even if something in a tab is too wide.
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        minWidth: 0,
        contain: 'inline-size',
      }}
    >
      <DeliveryHeader
        order={order}
        dirty={dirty}
        onBack={back}
        onHistory={() => setHistoryOpen(true)}
      />
      {order && <DeliveryBanners order={order} />}
      <Tabs
        value={current}
        onChange={(_, value: DeliveryTab) => setTab(value)}
        aria-label={translate('custom.delivery.page.tabs.label')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab
          value="information"
          id={tabId('information')}
          aria-controls={panelId('information')}
          label={translate('custom.delivery.page.tabs.information')}
        />
        <Tab
          value="pickup"
          id={tabId('pickup')}
          aria-controls={panelId('pickup')}
          label={translate('custom.delivery.page.tabs.pickup')}
          disabled={!pickupEnabled}
        />
        <Tab
          value="drop"
          id={tabId('drop')}
          aria-controls={panelId('drop')}
          label={translate('custom.delivery.page.tabs.drop')}
          disabled={!dropEnabled}
        />
      </Tabs>
      {/* INFORMATION stays mounted while another tab shows, so unsaved changes survive the switch. */}
      <Box
        role="tabpanel"
        id={panelId('information')}
        aria-labelledby={tabId('information')}
        hidden={current !== 'information'}
        sx={{ flexGrow: 1 }}
      >
        <InformationTab
          order={order}
          onDirtyChange={setDirty}
          onCreated={(created: DeliveryOrderRecord) =>
            navigate(DELIVERY_ROUTES.detail(created.id), { replace: true })
          }
        />
      </Box>
      {order && current === 'pickup' && (
        <Box
          role="tabpanel"
          id={panelId('pickup')}
          aria-labelledby={tabId('pickup')}
          sx={{ flexGrow: 1 }}
        >
          <ProofTab order={order} type="PICKUP" />
        </Box>
      )}
      {order && current === 'drop' && (
        <Box
          role="tabpanel"
          id={panelId('drop')}
          aria-labelledby={tabId('drop')}
          sx={{ flexGrow: 1 }}
        >
          <ProofTab order={order} type="DROP" />
        </Box>
      )}
      <Paper
        elevation={3}
        square
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mt: 3,
          mx: -1,
          px: { xs: 1, sm: 2 },
          py: compact || wizard.steps.length >= DENSE_FROM ? 0.75 : 1.5,
        }}
      >
        <StatusWizard
          steps={wizard.steps}
          activeStep={wizard.activeStep}
          compact={compact}
          label={translate('custom.delivery.page.wizard.label')}
          texts={{
            previous: translate('custom.delivery.page.wizard.previous'),
            next: translate('custom.delivery.page.wizard.next'),
            done: translate('custom.delivery.page.wizard.done'),
            current: translate('custom.delivery.page.wizard.current'),
          }}
        />
      </Paper>
      <LeaveConfirmModal
        open={leaving}
        onStay={() => setLeaving(false)}
        onLeave={() => {
          setLeaving(false);
          leave();
        }}
      />
      {order && (
        <HistoryModal orderId={order.id} open={historyOpen} onClose={() => setHistoryOpen(false)} />
      )}
    </Box>
  );
}
