// The photo preview's state (delivery-order.md §2 "Proof tabs", §9): next/previous through the
// photos (wrapping), zoom in steps of 0.5 between 0.5 and 1.5, rotation in 90° steps. Pure.
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 1.5;
export const ZOOM_STEP = 0.5;
export const ROTATION_STEP = 90;

export interface PhotoPreviewState {
  index: number;
  zoom: number;
  rotation: number;
}

export type PhotoPreviewAction =
  | { type: 'open'; index: number }
  | { type: 'next'; count: number }
  | { type: 'previous'; count: number }
  | { type: 'zoom-in' }
  | { type: 'zoom-out' }
  | { type: 'rotate' };

export const initialPhotoPreview: PhotoPreviewState = { index: 0, zoom: 1, rotation: 0 };

const clamp = (value: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, value));

/** Another photo starts at zoom 1 and no rotation. */
export function photoPreviewReducer(
  state: PhotoPreviewState,
  action: PhotoPreviewAction,
): PhotoPreviewState {
  switch (action.type) {
    case 'open':
      return { ...initialPhotoPreview, index: action.index };
    case 'next':
      return action.count > 0
        ? { ...initialPhotoPreview, index: (state.index + 1) % action.count }
        : state;
    case 'previous':
      return action.count > 0
        ? { ...initialPhotoPreview, index: (state.index - 1 + action.count) % action.count }
        : state;
    case 'zoom-in':
      return { ...state, zoom: clamp(state.zoom + ZOOM_STEP) };
    case 'zoom-out':
      return { ...state, zoom: clamp(state.zoom - ZOOM_STEP) };
    case 'rotate':
      return { ...state, rotation: (state.rotation + ROTATION_STEP) % 360 };
  }
}
