// Badge colours of the delivery statuses: a light tint with dark text, every pair at least 7:1
// (WCAG AA for small text; MUI's filled warning/info chips with white text are not).
import type { DeliveryStatus } from '../../domain/delivery-order/statuses';

export interface BadgeColors {
  background: string;
  color: string;
}

const GREY = { background: '#eceff1', color: '#37474f' };
const BLUE = { background: '#e3f2fd', color: '#0d47a1' };
const AMBER = { background: '#fff3e0', color: '#7a3e00' };
const RED = { background: '#ffebee', color: '#a31515' };
const GREEN = { background: '#e8f5e9', color: '#1b5e20' };
const PURPLE = { background: '#f3e5f5', color: '#5b1385' };
const TEAL = { background: '#e0f2f1', color: '#00584d' };
const INDIGO = { background: '#e8eaf6', color: '#283593' };

export const STATUS_BADGE_COLORS: Record<DeliveryStatus, BadgeColors> = {
  DRAFT: GREY,
  CONFIRMED: BLUE,
  WAITING_FOR_VENDOR: AMBER,
  ACCEPTED_BY_VENDOR: TEAL,
  REJECTED_BY_VENDOR: RED,
  SCHEDULED: INDIGO,
  RESCHEDULED: AMBER,
  STARTED: BLUE,
  PICKED: PURPLE,
  TRANSITED: PURPLE,
  DELIVERED: GREEN,
  CANCELED: RED,
};
