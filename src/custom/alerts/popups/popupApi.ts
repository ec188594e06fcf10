// What a popup reads: its alert (rawAlertDetail, with the trigger the driving-time line shows) over
// the centre's Apollo client, and a fleet-order alert's fleet-order data over REST
// (GET /fleet-task/{id}/instant-detail?logId=, docs/alerts.md "Popups").
import { gql, type ApolloClient } from '@apollo/client';
import { ALERT_FIELDS } from '../operations';
import type { RawAlert } from '../types';
import type { InstantDetail } from '../../../domain/fleet-task/instantDetail';

export interface PopupAlert extends RawAlert {
  alertTrigger?: string | null;
}

export const POPUP_ALERT = gql`
  query PopupAlert($id: String!) {
    rawAlertDetail(id: $id) {
      isSuccessful
      status
      data { ${ALERT_FIELDS} alertTrigger }
    }
  }
`;

interface PopupAlertData {
  rawAlertDetail: { isSuccessful: boolean; status?: number | null; data?: PopupAlert | null };
}

/** The alert, or undefined when it no longer exists (404) or cannot be read. */
export async function fetchPopupAlert(
  client: ApolloClient,
  id: number,
): Promise<PopupAlert | undefined> {
  const { data } = await client.query<PopupAlertData>({
    query: POPUP_ALERT,
    variables: { id: String(id) },
    fetchPolicy: 'no-cache',
  });
  const result = data?.rawAlertDetail;
  return result?.isSuccessful ? (result.data ?? undefined) : undefined;
}

/** The fleet-order data of GET /fleet-task/{id}/instant-detail: the domain's figures (src/domain/fleet-task/instantDetail.ts) with the task's identity. */
export interface FleetOrderDetail extends InstantDetail {
  fleet_task_id: number;
  number: string | null;
  log_id: number | null;
  status?: string;
}
