// The device gateway (docs/devices.md): what the server asks a vehicle's tracking device through,
// whatever platform the devices report to. The GraphQL calls of spec §7 (vehicleStatuses,
// vehicleVideos, the file-list update, setUploadMedia) reach the device only through this interface;
// the bookkeeping around them (download-video history, the stored video, the alert pointing at it,
// push) is the server's own (media.ts), the same for every gateway. DEVICE_GATEWAY chooses one:
// `demo` (demoGateway.ts, the default) is the only one shipped; a real one implements this interface
// and is added to createDeviceGateway below.
import type { ServerConfig } from '../config.ts';
import { UPLOAD_NOT_SENT, UPLOAD_SENT } from '../../src/domain/devices/channels.ts';
import { createDemoGateway, type Scheduler } from './demoGateway.ts';
import type { DeviceGateway } from './types.ts';

export { UPLOAD_NOT_SENT, UPLOAD_SENT };

export type {
  DeviceFile,
  DeviceGateway,
  DeviceVehicle,
  FileListQuery,
  UploadOutcome,
  UploadReply,
  UploadRequest,
} from './types.ts';

export interface GatewayOptions {
  /** The demo gateway's clock (ms). */
  now?: () => number;
  /** The demo gateway's timer for the upload delay (tests pass a manual one). */
  scheduler?: Scheduler;
}

/** The gateway DEVICE_GATEWAY names. */
export function createDeviceGateway(
  config: Pick<ServerConfig, 'deviceGateway' | 'demoUploadDelayMs'>,
  options: GatewayOptions = {},
): DeviceGateway {
  switch (config.deviceGateway ?? 'demo') {
    case 'demo':
      return createDemoGateway({ uploadDelayMs: config.demoUploadDelayMs ?? 4000, ...options });
  }
}
