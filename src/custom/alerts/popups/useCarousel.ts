// The carousel's slide (§9: the newest 3 rotate every 3 s): paused while the pointer is over it or
// focus is inside it, and by the user's pause button; back to the newest when a popup opens.
import { useCallback, useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS, stepSlide } from './popupRules';

export function useCarousel(count: number, newestId: number | undefined) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // A new popup (or one brought to the front) shows first.
  useEffect(() => setIndex(0), [newestId]);
  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [index, count]);
  const paused = hovered || focused || stopped;
  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setInterval(
      () => setIndex((current) => stepSlide(current, count)),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [paused, count]);
  const step = useCallback(
    (direction: 1 | -1) => setIndex((current) => stepSlide(current, count, direction)),
    [count],
  );
  return {
    index: Math.min(index, Math.max(0, count - 1)),
    step,
    paused,
    stopped,
    setStopped,
    hoverProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
