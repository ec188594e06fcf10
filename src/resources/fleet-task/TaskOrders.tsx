// The task's delivery orders, each a link to its Delivery Detail with the navsource that brings Back
// here (deliveryNavigation.ts), unless this page was itself opened with isSetNavsource=false.
import { Card, CardContent, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, type Identifier } from 'ra-core';
import { DELIVERY_QUERY, DELIVERY_ROUTES, NAV_SOURCES } from '../../config/routes.ts';
import { DeliveryStatusBadge } from '../shared/DeliveryStatusBadge.tsx';
import { addressLabel, type TaskOrder } from './contracts.ts';

/** Delivery Detail of an order opened from this task: Back returns to the task (unless told not to set it). */
export function orderLink(orderId: Identifier, taskId: Identifier, setNavsource = true): string {
  const path = DELIVERY_ROUTES.detail(orderId);
  if (!setNavsource) return path;
  const query = new URLSearchParams({
    [DELIVERY_QUERY.navSource]: NAV_SOURCES.fleetTaskDetail,
    [DELIVERY_QUERY.navSourceParam]: String(taskId),
  });
  return `${path}?${query.toString()}`;
}

export function TaskOrders({
  orders,
  taskId,
  setNavsource,
}: {
  orders: TaskOrder[];
  taskId: Identifier;
  setNavsource: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.fleet_task.screens.orders.${key}`, options);
  return (
    <Card variant="outlined" component="section" aria-labelledby="fleet-task-orders">
      <CardContent>
        <Typography id="fleet-task-orders" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        {orders.length === 0 ? (
          <Typography variant="body2">{t('empty')}</Typography>
        ) : (
          <List disablePadding>
            {orders.map((order) => (
              <ListItem key={order.id} divider disableGutters sx={{ display: 'block' }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                >
                  <Link
                    component={RouterLink}
                    to={orderLink(order.id, taskId, setNavsource)}
                    sx={{ fontWeight: 600 }}
                  >
                    {order.number ?? String(order.id)}
                  </Link>
                  <DeliveryStatusBadge status={order.status?.name} />
                </Stack>
                {order.shipped_customer_name && (
                  <Typography variant="body2" color="text.secondary">
                    {order.shipped_customer_name}
                  </Typography>
                )}
                {(order.origin_address || order.destination_address) && (
                  <Typography variant="body2">
                    {addressLabel(order.origin_address) || '-'} →{' '}
                    {addressLabel(order.destination_address) || '-'}
                  </Typography>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
