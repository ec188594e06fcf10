// The driver's activity completion (multipart, with photos) and the dispatcher's intervention:
// docs/fleet-tasks.md "Completing an activity". Filled in by the completion work.
import type { CustomRoute } from '../types.ts';

export function completionRoutes(): CustomRoute[] {
  return [];
}
