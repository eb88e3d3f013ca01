import type { Room } from '@app/domain';
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { fitRoomZoom } from '../zoom';

/** The plan's viewport is at most 60 % of the window's height (.plan-viewport), less its borders. */
const viewportHeight = () => Math.floor(window.innerHeight * 0.6) - 2;

/**
 * The day's plan opens fitted to the screen (issue 48, defect 18): each room, the first time it is shown, at the
 * zoom that keeps it whole in the width of `ref`'s element and the viewport's height (fitRoomZoom), on a laptop
 * as on a phone. Staff zoom freely afterwards; `fit` brings the room back in sight (« Ajuster »).
 */
export function useFitZoom<T extends HTMLElement>(
  room: Room | undefined,
  setZoom: Dispatch<SetStateAction<number>>,
) {
  const ref = useRef<T>(null);
  const fittedRoom = useRef<string | null>(null);
  const fit = useCallback(() => {
    const node = ref.current;
    if (!node || !room) return;
    setZoom(fitRoomZoom({ room, width: node.clientWidth, height: viewportHeight() }));
  }, [room, setZoom]);
  useLayoutEffect(() => {
    if (!room || !ref.current || fittedRoom.current === room.id) return;
    fittedRoom.current = room.id;
    fit();
  }, [room, fit]);
  return { ref, fit };
}
