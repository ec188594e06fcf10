// GET /fleet-task/{id}/instant-detail?logId=: the fleet-order data a fleet-order alert (codes
// 137-143) shows in its popup and on Fleet Task Instant Detail (alert-centre-and-shell.md §3, §6,
// §7 "fleet-order detail fetch by fleet-order id and log id"; the spec shows no path: this one is
// ours). Needs fleet-task:read and all four fleet-task-instant scopes. The figures are worked out by
// src/domain/fleet-task/instantDetail.ts from the task's stops and their addresses' coordinates.
import { ApiError } from '../../errors.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import { FLEET_TASK_INSTANT_SCOPES } from '../../../src/domain/access/featureScopes.ts';
import { instantDetail, type InstantStop } from '../../../src/domain/fleet-task/instantDetail.ts';
import type { CustomRoute } from '../types.ts';
import { FLEET_TASK, taskError } from './common.ts';

const table = (resource: string) => quoteIdent(tableName(resource));

const nullable = (type: string) => ({ type: [type, 'null'] });

/** The answer's schema (the OpenAPI document shows it; the contract check holds answers to it). */
export const INSTANT_DETAIL_SCHEMA = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: [
        'fleet_task_id',
        'number',
        'log_id',
        'detail',
        'total_fo_duration',
        'target_time',
        'actual_time',
        'point_location_name',
        'point_in_km',
        'estimated_target_time',
        'planned_activities_duration',
      ],
      properties: {
        fleet_task_id: { type: 'integer' },
        number: nullable('string'),
        log_id: nullable('integer'),
        status: { type: 'string' },
        detail: {
          type: 'object',
          properties: {
            location: {
              type: ['object', 'null'],
              properties: {
                name: nullable('string'),
                address: nullable('string'),
                latitude: nullable('number'),
                longitude: nullable('number'),
              },
            },
          },
        },
        total_fo_duration: { type: 'integer', description: 'minutes' },
        target_time: { ...nullable('string'), format: 'date-time' },
        actual_time: { ...nullable('string'), format: 'date-time' },
        point_location_name: nullable('string'),
        point_in_km: { type: 'number' },
        estimated_target_time: { ...nullable('string'), format: 'date-time' },
        planned_activities_duration: { type: 'integer', description: 'minutes' },
      },
    },
  },
} as const;

/** logId: absent, or a positive integer (400 logId: invalid-format otherwise). */
function logIdOf(value: unknown): number | null {
  if (value === undefined || value === '') return null;
  const id = Number(value);
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value) || !Number.isSafeInteger(id) || id < 1)
    throw new ApiError(400, { logId: 'invalid-format' });
  return id;
}

export function instantDetailRoute(base: string, now: () => number = Date.now): CustomRoute {
  return {
    method: 'GET',
    path: `${base}/{id}/instant-detail`,
    action: 'read',
    extraScopes: [...FLEET_TASK_INSTANT_SCOPES],
    summary:
      "A fleet-order alert's fleet-order data (codes 137-143): the point, its km, target, actual and estimated times, durations",
    query: [
      {
        name: 'logId',
        schema: { type: 'integer', minimum: 1 },
        description: "The alert's log id (the third part of its alert data), echoed back",
      },
    ],
    responses: {
      '200': { description: 'The fleet-order data', schema: INSTANT_DETAIL_SCHEMA },
      '400': { description: 'logId is not a positive integer' },
      '404': { description: 'No such fleet task (or another company’s)' },
    },
    async handler({ server, params, query }) {
      const logId = logIdOf(query.logId);
      let task;
      try {
        task = await server.store(FLEET_TASK).getRaw(server.db, params.id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404)
          throw taskError(404, 'id', 'not-found', 'not-found');
        throw error;
      }
      const activities = task.activities ?? [];
      const places = new Map<
        number,
        {
          name: string;
          full_name: string | null;
          latitude: number | null;
          longitude: number | null;
        }
      >();
      const ids = activities.map((a) => a.address_id).filter((id) => Number.isSafeInteger(id));
      if (ids.length > 0 && server.resources.address) {
        const { rows } = await server.db.query<{
          id: number;
          name: string;
          full_name: string | null;
          latitude: number | null;
          longitude: number | null;
        }>(
          `SELECT id, name, full_name, latitude, longitude FROM ${table('address')} WHERE id = ANY($1::bigint[])`,
          [ids],
        );
        for (const row of rows) places.set(Number(row.id), row);
      }
      const coordinate = (value: unknown) =>
        value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value);
      const stops: InstantStop[] = activities.map((activity) => {
        const place = places.get(activity.address_id);
        return {
          status: activity.status,
          completed_on: activity.completed_on ?? null,
          name: place?.name ?? null,
          address: place?.full_name ?? null,
          latitude: coordinate(place?.latitude),
          longitude: coordinate(place?.longitude),
        };
      });
      const detail = instantDetail({ planned_start_on: task.planned_start_on, stops }, now());
      return {
        data: {
          fleet_task_id: Number(task.id),
          number: task.number ?? null,
          log_id: logId,
          status: task.status?.name ?? 'DRAFT',
          ...detail,
        },
      };
    },
  };
}
