import { useEffect, useRef } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { wheelZoom } from '../zoom';

/**
 * Ctrl + wheel zooms the plan by 10 %. The listener is registered as non-passive so that it can stop the
 * browser from zooming the whole page (React's onWheel is passive).
 */
export function useCtrlWheelZoom<T extends HTMLElement>(setZoom: Dispatch<SetStateAction<number>>) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setZoom((z) => wheelZoom(z, event.deltaY));
    };
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => node.removeEventListener('wheel', onWheel);
  });
  return ref;
}
