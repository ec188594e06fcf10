// The GraphQL operations the alert centre calls (docs/alerts.md §2). Loaded on demand only.
import { gql, type DocumentNode } from '@apollo/client';
import type { ActionType } from './types';

export const ALERT_FIELDS = `
  id
  rawAlertId
  compositeId
  createdOn
  alertCode
  alertData
  alertRuleIds
  licensePlate
  driverName
  address
  latitude
  longitude
  isUrgent
  isImportant
  isResolved
  isRead
  isFalseAlert
  falseAlertReason
  timePassed
  alert { iconUrl descriptionIdn descriptionEng }
  vehicle { id licensePlate }
  driver { fullname }
  formattedAlertData
  lastUserFeedback { createdOn feedback userId }
`;

export const RAW_ALERTS = gql`
  query RawAlerts($filter: RawAlertFilter!) {
    rawAlerts(filter: $filter) {
      isSuccessful
      message
      status
      rawAlerts { total data { ${ALERT_FIELDS} } }
    }
  }
`;

export const RAW_ALERT_DETAIL = gql`
  query RawAlertDetail($id: String!) {
    rawAlertDetail(id: $id) {
      isSuccessful
      message
      status
      data {
        ${ALERT_FIELDS}
        userLogs { date logs { typeField data note createdOn userId user { fullname } } }
      }
    }
  }
`;

export const TOTAL_IMPORTANT_ALERTS = gql`
  query TotalImportantAlerts($startDate: String, $endDate: String) {
    totalImportantAlerts(filter: { startDate: $startDate, endDate: $endDate }) {
      alertUrgencyType
      unresolved
    }
  }
`;

export const PAYLOAD = gql`
  query AlertCentrePayload {
    payload(filter: { filterByType: ["AlertCenter"] }) {
      subscribedAlertRules {
        urgentAlertRules
        importantAlertRules
        autoPopupAlertRules
      }
    }
  }
`;

// The action type is an enum the contract does not name the type of: written into the document, so
// only the contract's field names are relied on (the input types' names are the server's business).
const upserts = new Map<ActionType, DocumentNode>();

export function upsertRawAlertsAction(actionType: ActionType): DocumentNode {
  let document = upserts.get(actionType);
  if (!document) {
    document = gql`
      mutation UpsertRawAlertsAction${actionType}($data: String, $ids: [Int!]!, $start: String!, $end: String!) {
        upsertRawAlertsAction(
          input: { actionType: ${actionType}, data: $data, rawAlertId: $ids, selectionMode: "Selection", dateRange: { start: $start, end: $end } }
        ) {
          isSuccessful
          message
          status
          errorCode
          action { actionType data createdOn userId }
        }
      }
    `;
    upserts.set(actionType, document);
  }
  return document;
}
