// The route of the picked orders: pickups and drops in order, moved with up and down buttons (keyboard
// and touch alike; no drag). A move that would put a drop before its own pickup is not offered.
import {
  Alert,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useTranslate } from 'ra-core';
import { canMove } from '../../../domain/fleet-task/route.ts';
import { addressLabel } from '../contracts.ts';
import type { Planning } from './usePlanning.ts';

export function RouteEditor({ planning }: { planning: Planning }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.fleet_task.plan.route.${key}`, options);
  const { route, picked, move, errors } = planning;
  const routeError = errors.fields.route;

  return (
    <Card variant="outlined" component="section" aria-labelledby="plan-route-title">
      <CardContent>
        <Typography id="plan-route-title" component="h2" variant="h6">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('hint')}
        </Typography>
        {routeError && <Alert severity="error">{translate(routeError)}</Alert>}
        {route.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <List dense component="ol" aria-labelledby="plan-route-title" sx={{ p: 0 }}>
            {route.map((stop, index) => {
              const order = picked.find((o) => o.id === stop.delivery_order_id);
              const name = t('stop', {
                sequence: index + 1,
                type: t(`type.${stop.type}`),
                number: order?.number ?? stop.delivery_order_id,
              });
              const place =
                stop.type === 'PICKUP' ? order?.origin_address : order?.destination_address;
              const error = errors.fields[`route.${index}`];
              return (
                <ListItem
                  key={`${stop.delivery_order_id}-${stop.type}`}
                  divider
                  disableGutters
                  secondaryAction={
                    <Stack direction="row">
                      <IconButton
                        aria-label={t('up', { stop: name })}
                        disabled={!canMove(route, index, -1)}
                        onClick={() => move(index, -1)}
                        size="small"
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={t('down', { stop: name })}
                        disabled={!canMove(route, index, 1)}
                        onClick={() => move(index, 1)}
                        size="small"
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  }
                  sx={{ pr: 10 }}
                >
                  <ListItemText
                    primary={name}
                    secondary={
                      <>
                        {addressLabel(place)}
                        {error ? ` · ${translate(error)}` : ''}
                      </>
                    }
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
