// The GraphQL operations the alert centre calls (docs/alerts.md §2). Loaded on demand only.
import { gql, type DocumentNode } from '@apollo/client';
import type { ActionType } from './types';

const ALERT_FIELDS = `
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
  callState { isHaveVoip deviceType imeiVoip vehicleIdVoip }
  # The media fields (docs/devices.md): the vehicle's device, the stored video, the polling state.
  vehicle {
    id licensePlate imei gpsPhone vehicleType { category }
    device { deviceType deviceCode imei channels lastSeenAt isReachable }
  }
  videoData { url }
  pollingStatus
  retryCount
  canRequest
  canCheck
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

// The device calls of the media flow (docs/devices.md, spec §7).
export const VEHICLE_STATUSES = gql`
  query VehicleStatuses($vehicleId: Int) {
    vehicleStatuses(
      filter: { vehicleId: $vehicleId, vehicleStatus: ["service", "archived", "repair"] }
    ) {
      isSuccessful
      status
      errorCode
      errors
      data {
        vehicleId
        lastReceive
        isReachable
        vehicle {
          id
          device {
            deviceCode
            imei
          }
        }
      }
    }
  }
`;

export const FIND_DOWNLOAD_VIDEO_HISTORIES = gql`
  query FindDownloadVideoHistories($vehicleId: Int!, $startTime: String!) {
    findDownloadVideoHistories(
      filter: { vehicleId: $vehicleId, startTime: $startTime }
      pagination: { page: 1, show: 9999 }
    ) {
      isSuccessful
      status
      errorCode
      errors
      total
      data {
        id
        status
        channel
        startTime
        endTime
        rawAlertId
        videoData {
          url
        }
      }
    }
  }
`;

export const VEHICLE_VIDEOS = gql`
  query VehicleVideos($vehicleId: Int!, $channel: Int, $startTime: String!, $endTime: String!) {
    vehicleVideos(
      filter: {
        vehicleId: $vehicleId
        channel: $channel
        fileListOnly: true
        isFromCache: false
        startTime: $startTime
        endTime: $endTime
      }
    ) {
      isSuccessful
      status
      errorCode
      errors
      data {
        fileName
        channel
        startTime
        endTime
        sizeBytes
      }
    }
  }
`;

export const REQUEST_VEHICLE_FILE_LIST = gql`
  mutation RequestVehicleFileList($imei: String!, $channel: Int, $vehicleId: Int) {
    requestVehicleFileList(input: { imei: $imei, channel: $channel, vehicleId: $vehicleId }) {
      isSuccessful
      message
      status
      errorCode
      errors
    }
  }
`;

export const SET_UPLOAD_MEDIA = gql`
  mutation SetUploadMedia(
    $imei: String!
    $rawAlertId: Int
    $bsjInput: BsjUploadInput
    $rawAlertInput: RawAlertUploadInput
  ) {
    setUploadMedia(
      input: {
        imei: $imei
        rawAlertId: $rawAlertId
        bsjInput: $bsjInput
        rawAlertInput: $rawAlertInput
      }
    ) {
      isSuccessful
      message
      status
      errorCode
      errors
      historyId
    }
  }
`;

export const UPDATE_ALERT_MEDIA_STATUS = gql`
  mutation UpdateAlertMediaStatus($rawAlertId: Int!, $pollingStatus: String!, $retryCount: Int) {
    updateAlertMediaStatus(
      input: { rawAlertId: $rawAlertId, pollingStatus: $pollingStatus, retryCount: $retryCount }
    ) {
      isSuccessful
      status
      errorCode
      errors
      data {
        id
        pollingStatus
        retryCount
        videoData {
          url
        }
      }
    }
  }
`;
