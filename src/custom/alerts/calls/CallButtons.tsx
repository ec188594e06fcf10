// Contract placeholder (issue 29): CALLS-LIVE (branch h29-calls-live) owns this file; this minimal
// body lets the popups build before the merge, and the owner's version replaces it.
import type { RawAlert } from '../types';

export function CallButtons(_props: { alert: RawAlert }) {
  return null;
}
