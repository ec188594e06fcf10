// Contract placeholder (issue 29): MEDIA-CLIENT (branch h29-media-client) owns this file; this
// minimal body lets the popups build before the merge, and the owner's version replaces it.
import type { RawAlert } from '../types';

export function AlertMediaStatus(_props: { alert: RawAlert }) {
  return null;
}
