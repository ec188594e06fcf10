// The media rule's GraphQL operations (spec §7; the server's in server/devices/, docs/devices.md).
import { gql } from '@apollo/client';

export const FIND_DOWNLOAD_VIDEO_HISTORIES = gql`
  query FindDownloadVideoHistories(
    $filter: DownloadVideoHistoryFilter!
    $pagination: DevicePagination
  ) {
    findDownloadVideoHistories(filter: $filter, pagination: $pagination) {
      isSuccessful
      message
      errorCode
      data {
        status
        rawAlertId
        channel
        startTime
        endTime
        videoData {
          url
        }
      }
    }
  }
`;

export const VEHICLE_STATUSES = gql`
  query VehicleStatuses($filter: VehicleStatusFilter!) {
    vehicleStatuses(filter: $filter) {
      isSuccessful
      message
      errorCode
      data {
        lastReceive
      }
    }
  }
`;

export const VEHICLE_VIDEOS = gql`
  query VehicleVideos($filter: VehicleVideosFilter!) {
    vehicleVideos(filter: $filter) {
      isSuccessful
      message
      errorCode
      data {
        startTime
        endTime
      }
    }
  }
`;

export const REQUEST_VEHICLE_FILE_LIST = gql`
  mutation RequestVehicleFileList($input: RequestVehicleFileListInput!) {
    requestVehicleFileList(input: $input) {
      isSuccessful
      message
      errorCode
    }
  }
`;

export const SET_UPLOAD_MEDIA = gql`
  mutation SetUploadMedia($input: SetUploadMediaInput!) {
    setUploadMedia(input: $input) {
      isSuccessful
      message
      errorCode
    }
  }
`;

export const UPDATE_ALERT_MEDIA_STATUS = gql`
  mutation UpdateAlertMediaStatus($input: AlertMediaStatusInput!) {
    updateAlertMediaStatus(input: $input) {
      isSuccessful
      message
      errorCode
    }
  }
`;

/** The alert's media fields, its vehicle and device (whatever list the caller read it from). */
export const RAW_ALERT_MEDIA = gql`
  query RawAlertMedia($id: String!) {
    rawAlertDetail(id: $id) {
      isSuccessful
      message
      errorCode
      status
      data {
        id
        createdOn
        vehicleId
        vehicle {
          id
          licensePlate
          imei
          gpsPhone
          vehicleType {
            category
          }
          device {
            deviceType
            imei
            channels
            lastSeenAt
          }
        }
        videoData {
          url
        }
        pollingStatus
        retryCount
        canRequest
        canCheck
      }
    }
  }
`;
