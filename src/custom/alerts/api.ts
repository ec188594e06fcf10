// The alert centre's calls, one function each, over an Apollo client (docs/alerts.md §2).
import type { ApolloClient } from '@apollo/client';
import {
  PAYLOAD,
  RAW_ALERT_DETAIL,
  RAW_ALERTS,
  TOTAL_IMPORTANT_ALERTS,
  upsertRawAlertsAction,
} from './operations';
import type { SubscribedAlertRules } from '../../domain/alerts/urgency';
import { actionDateRange, GROUP_SIZE } from './centreRules';
import type { UnresolvedCounts } from './storage';
import type { ActionResult, ActionType, RawAlert } from './types';

export interface RawAlertFilter {
  pagination?: { page: number; show: number };
  orderBy?: { createdOn: 'ASC' | 'DESC' };
  isUrgent?: boolean;
  isImportant?: boolean;
  isResolved?: boolean;
  isFalseAlert?: boolean;
  startDate?: string;
  endDate?: string;
  /** One vehicle's alerts (the live view, docs/calls-and-liveview.md). */
  vehicleId?: number;
}

export interface AlertPage {
  data: RawAlert[];
  total: number;
}

/** A result the server refused: its message is what the user is shown (§8). */
export class AlertApiError extends Error {}

interface RawAlertsData {
  rawAlerts: { isSuccessful: boolean; message?: string | null; rawAlerts?: AlertPage | null };
}

export async function fetchRawAlerts(
  client: ApolloClient,
  filter: RawAlertFilter,
): Promise<AlertPage> {
  const variables = {
    filter: {
      pagination: { page: 1, show: GROUP_SIZE },
      orderBy: { createdOn: 'DESC' },
      ...filter,
    },
  };
  const { data } = await client.query<RawAlertsData>({
    query: RAW_ALERTS,
    variables,
    fetchPolicy: 'no-cache',
  });
  const result = data?.rawAlerts;
  if (!result?.isSuccessful) throw new AlertApiError(result?.message ?? '');
  return { data: result.rawAlerts?.data ?? [], total: result.rawAlerts?.total ?? 0 };
}

interface DetailData {
  rawAlertDetail: {
    isSuccessful: boolean;
    message?: string | null;
    status?: number | null;
    data?: RawAlert | null;
  };
}

/** One alert by raw id or composite id; undefined when it does not exist (404). */
export async function fetchRawAlertDetail(
  client: ApolloClient,
  id: string,
): Promise<RawAlert | undefined> {
  const { data } = await client.query<DetailData>({
    query: RAW_ALERT_DETAIL,
    variables: { id },
    fetchPolicy: 'no-cache',
  });
  const result = data?.rawAlertDetail;
  if (result?.status === 404) return undefined;
  if (!result?.isSuccessful) throw new AlertApiError(result?.message ?? '');
  return result.data ?? undefined;
}

interface CountsData {
  totalImportantAlerts: { alertUrgencyType: string; unresolved: number }[];
}

export async function fetchUnresolvedCounts(
  client: ApolloClient,
  range: { startDate: string; endDate: string },
): Promise<UnresolvedCounts> {
  const { data } = await client.query<CountsData>({
    query: TOTAL_IMPORTANT_ALERTS,
    variables: range,
    fetchPolicy: 'no-cache',
  });
  const rows = data?.totalImportantAlerts ?? [];
  const of = (type: string) => rows.find((row) => row.alertUrgencyType === type)?.unresolved ?? 0;
  return { urgent: of('Urgent'), important: of('Important') };
}

interface ActionData {
  upsertRawAlertsAction: ActionResult;
}

/** One action on the given alerts; resolves with the result, successful or not. */
export async function runAlertAction(
  client: ApolloClient,
  actionType: ActionType,
  alerts: readonly Pick<RawAlert, 'id' | 'createdOn'>[],
  data?: string,
): Promise<ActionResult> {
  const { start, end } = actionDateRange(alerts.map((alert) => alert.createdOn));
  const result = await client.mutate<ActionData>({
    mutation: upsertRawAlertsAction(actionType),
    variables: { ids: alerts.map((alert) => alert.id), data: data ?? null, start, end },
  });
  return result.data?.upsertRawAlertsAction ?? { isSuccessful: false };
}

interface PayloadData {
  payload: { subscribedAlertRules?: SubscribedAlertRules | null } | null;
}

/** The user's subscribed alert rules by urgency (the payload query, type AlertCenter). */
export async function fetchSubscribedAlertRules(
  client: ApolloClient,
): Promise<SubscribedAlertRules | undefined> {
  const { data } = await client.query<PayloadData>({ query: PAYLOAD, fetchPolicy: 'no-cache' });
  return data?.payload?.subscribedAlertRules ?? undefined;
}
