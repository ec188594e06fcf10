// The media status's own read (the device calls' documents are the alert centre's, ../operations.ts).
import { gql } from '@apollo/client';

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
