// The driver's routes: today's tasks at the root, one task at /driver/task/:id.
export const DRIVER_TASK_ROUTE = '/driver/task/:id';
export const driverTaskPath = (id: number | string) =>
  `/driver/task/${encodeURIComponent(String(id))}`;
