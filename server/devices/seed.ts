// Demo data of the media flow (docs/devices.md, "Demo data"): some of the seeded camera alerts
// already have their video, as if a dispatcher had requested it earlier, so "complete from history"
// shows in the demo: a download-video-history row 'S' over the alert time ±5 s, the channel's demo
// clip stored once per channel as an attachment, and the alert pointing at it (polling status
// complete). Which ones: camera alerts at least 30 minutes old whose vehicle has that camera on a
// device that uploads (bsj, vss-howen), whose window the demo devices recorded (demoGateway.ts), and
// whose id is even: about half of them.
import type { Db } from '../db.ts';
import type { ServerContext } from '../context.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import { attachmentUrl, insertAttachment } from '../attachments/store.ts';
import {
  channelOfCode,
  UPLOAD_WINDOW_SECONDS,
  uploadInputKind,
  type CameraChannel,
} from '../../src/domain/devices/channels.ts';
import { demoClip, isRecordedMinute } from './demoGateway.ts';
import { deviceOf, HISTORY, pointAlerts, vehiclesById } from './media.ts';

export interface SeededAlert {
  id: number;
  createdOn: string;
  alertCode: number;
  vehicleId: number;
}

/** Stores the videos of the chosen alerts in the seed's transaction; answers how many. */
export async function seedVideoHistory(
  server: ServerContext,
  tx: Db,
  options: { companyId: number; now: Date; alerts: readonly SeededAlert[] },
): Promise<number> {
  if (!server.resources[HISTORY] || !server.resources.vehicle) return 0;
  const vehicles = await vehiclesById(
    tx,
    options.companyId,
    options.alerts.map((alert) => alert.vehicleId),
  );
  const clips = new Map<CameraChannel, string>();
  let stored = 0;
  for (const alert of options.alerts) {
    const channel = channelOfCode(alert.alertCode);
    const row = vehicles.get(alert.vehicleId);
    if (channel === null || !row || alert.id % 2 !== 0) continue;
    const device = deviceOf(row);
    if (!device.channels.includes(channel) || uploadInputKind(device.deviceType) === null) continue;
    const at = Date.parse(alert.createdOn);
    if (options.now.getTime() - at < 30 * 60_000) continue;
    const start = at - UPLOAD_WINDOW_SECONDS * 1000;
    const end = at + UPLOAD_WINDOW_SECONDS * 1000;
    if (!isRecordedMinute(Math.floor(start / 60_000) * 60_000)) continue;
    if (!isRecordedMinute(Math.floor(end / 60_000) * 60_000)) continue;
    let attachment = clips.get(channel);
    if (!attachment) {
      const key = await insertAttachment(tx, {
        contentType: 'video/mp4',
        data: demoClip(channel),
        fileName: `demo-ch0${channel}.mp4`,
      });
      clips.set(channel, (attachment = attachmentUrl(key)));
    }
    const completed = new Date(Math.min(at + 5 * 60_000, options.now.getTime())).toISOString();
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO ${quoteIdent(tableName(HISTORY))} (company_id, vehicle_id, imei, channel, start_time, end_time, status, raw_alert_id, attachment, size_bytes, requested_on, completed_on)
       VALUES ($1::bigint, $2::bigint, $3, $4::bigint, $5::timestamptz, $6::timestamptz, 'S', $7::bigint, $8, $9::bigint, $10::timestamptz, $10::timestamptz) RETURNING id`,
      [
        options.companyId,
        device.id,
        device.imei,
        channel,
        new Date(start).toISOString(),
        new Date(end).toISOString(),
        alert.id,
        attachment,
        demoClip(channel).byteLength,
        completed,
      ],
    );
    await pointAlerts(tx, server, {
      companyId: options.companyId,
      history: {
        id: Number(rows[0]!.id),
        vehicle_id: device.id,
        channel,
        start_time: new Date(start).toISOString(),
        end_time: new Date(end).toISOString(),
        raw_alert_id: alert.id,
        attachment,
      },
      status: 'complete',
      publish: false,
    });
    stored += 1;
  }
  return stored;
}
