// The raw alert as the alert centre reads it (docs/alerts.md §2: RawAlert with its computed fields).
import type { AlertActionType } from '../../domain/alerts/actions';
import type { MediaStatus } from '../../domain/alerts/media';

export interface UserLog {
  typeField: 'Resolve' | 'FalseAlert' | 'Recheck' | 'Feedback' | 'Read' | string;
  data?: string | null;
  note?: string | null;
  createdOn: string;
  userId?: number | null;
  user?: { fullname?: string | null } | null;
}

export interface RawAlert {
  id: number;
  rawAlertId?: number | null;
  compositeId?: string | null;
  createdOn: string;
  alertCode: number;
  alertData?: string | null;
  alertRuleIds?: number[] | null;
  licensePlate?: string | null;
  driverName?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  isUrgent?: boolean | null;
  isImportant?: boolean | null;
  isResolved?: boolean | null;
  isRead?: boolean | null;
  isFalseAlert?: boolean | null;
  falseAlertReason?: string | null;
  timePassed?: number | null;
  alert?: {
    iconUrl?: string | null;
    descriptionIdn?: string | null;
    descriptionEng?: string | null;
  } | null;
  vehicle?: {
    id?: number | null;
    licensePlate?: string | null;
    imei?: string | null;
    gpsPhone?: string | null;
    vehicleType?: { category?: string | null } | null;
    device?: VehicleDevice | null;
  } | null;
  driver?: { fullname?: string | null } | null;
  formattedAlertData?: {
    km?: number | null;
    durationSeconds?: number | null;
    fleetTaskNumber?: string | null;
  } | null;
  lastUserFeedback?: {
    createdOn?: string | null;
    feedback?: string | null;
    userId?: number | null;
  } | null;
  userLogs?: { date: string; logs: UserLog[] }[] | null;
  /** Whether the alert's vehicle can be called (§3; docs/calls-and-liveview.md). */
  callState?: {
    isHaveVoip: boolean;
    deviceType?: string | null;
    imeiVoip?: string | null;
    vehicleIdVoip?: number | null;
  } | null;
  /** The stored video's signed URL (docs/devices.md), or null. */
  videoData?: { url: string } | null;
  /** The media polling state the server keeps for every dispatcher (spec §4). */
  pollingStatus?: PollingStatus | null;
  retryCount?: number | null;
  /** The alert carries media and its vehicle's device has that camera. */
  canCheck?: boolean | null;
  /** canCheck, and the device takes upload requests (bsj, vss-howen). */
  canRequest?: boolean | null;
}

/** The media polling statuses (spec §4): the domain rule's. */
export type PollingStatus = MediaStatus;

/** The alert's vehicle's tracking device (RawAlert.vehicle.device). */
export interface VehicleDevice {
  deviceType: string;
  /** The device's make code (= deviceType). */
  deviceCode?: string | null;
  imei: string;
  channels: number[];
  lastSeenAt?: string | null;
  isReachable?: boolean | null;
}

/** The actions' names are the domain's (src/domain/alerts/actions.ts). */
export type ActionType = AlertActionType;

export interface ActionResult {
  isSuccessful: boolean;
  message?: string | null;
  status?: number | null;
  errorCode?: string | null;
}
