// A floating window the user drags by a handle, kept inside the viewport (§5 and §6: dragging is
// clamped): the detached alert centre and the popup stack. The clamp is the domain-free rule in
// centreRules.ts; this hook adds the window's measured size, the drag itself and the resize watch.
import {
  useCallback,
  useEffect,
  useRef,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { clampPosition, type Point } from './centreRules';

interface DraggableWindowOptions {
  /** Where the window is now (its top-left corner, px). */
  position: Point;
  /** The width to clamp with before the window has been measured. */
  fallbackWidth: number;
  /** Whether the window floats at all (a docked centre or a phone's bottom sheet does not). */
  enabled: boolean;
  /** A new position: after a drag ends, or when a shrinking window pushed it back inside. */
  onMove: (position: Point) => void;
  /** Each pointer step of a drag (default: nothing until the drag ends). */
  onDragStep?: (position: Point, element: HTMLElement | null) => void;
}

export interface DraggableWindow {
  windowRef: RefObject<HTMLDivElement | null>;
  /** A point moved inside the viewport, for the window's measured size. */
  clamp: (point: Point) => Point;
  /** Starts a pointer drag (the handle's onPointerDown). */
  startDrag: (event: ReactPointerEvent<HTMLElement>) => void;
}

export function useDraggableWindow(options: DraggableWindowOptions): DraggableWindow {
  const { position, fallbackWidth, enabled, onMove, onDragStep } = options;
  const windowRef = useRef<HTMLDivElement>(null);
  const clamp = useCallback(
    (point: Point) => {
      const box = windowRef.current?.getBoundingClientRect();
      return clampPosition(
        point,
        { width: box?.width || fallbackWidth, height: box?.height || 0 },
        { width: window.innerWidth, height: window.innerHeight },
      );
    },
    [fallbackWidth],
  );
  const positionRef = useRef(position);
  positionRef.current = position;
  // The latest callback, so a parent's new function each render does not re-run the resize watch.
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  // Kept inside the viewport when the window shrinks.
  useEffect(() => {
    if (!enabled) return undefined;
    const onResize = () => {
      const next = clamp(positionRef.current);
      if (next.x !== positionRef.current.x || next.y !== positionRef.current.y)
        onMoveRef.current(next);
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [enabled, clamp]);

  const startDrag = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      // No text selection (and no page scroll on touch) while dragging.
      event.preventDefault();
      const start = positionRef.current;
      const origin = { x: event.clientX - start.x, y: event.clientY - start.y };
      let last = start;
      const move = (e: PointerEvent) => {
        last = clamp({ x: e.clientX - origin.x, y: e.clientY - origin.y });
        onDragStep?.(last, windowRef.current);
      };
      const up = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        onMove(last);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    },
    [clamp, onMove, onDragStep],
  );
  return { windowRef, clamp, startDrag };
}
