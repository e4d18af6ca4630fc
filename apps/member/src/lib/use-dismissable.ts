import { type RefObject, useEffect, useEffectEvent } from 'react';

/** Why something open was dismissed: Escape pressed anywhere, or a pointer pressed outside it. */
export type DismissReason = 'escape' | 'outside';

/**
 * Watches `doc` while something is open: a pointer pressed on a target `isInside` refuses, or
 * Escape anywhere, calls `onDismiss`. Returns the function that stops watching.
 */
export function watchDismiss(
  doc: EventTarget,
  isInside: (target: EventTarget | null) => boolean,
  onDismiss: (reason: DismissReason) => void,
): () => void {
  const onPointerDown = (event: Event) => {
    if (!isInside(event.target)) onDismiss('outside');
  };
  const onKeyDown = (event: Event) => {
    if ((event as KeyboardEvent).key === 'Escape') onDismiss('escape');
  };
  doc.addEventListener('pointerdown', onPointerDown);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown);
    doc.removeEventListener('keydown', onKeyDown);
  };
}

/** While `open`, a pointer pressed outside `root` or Escape anywhere calls `onDismiss`. */
export function useDismissable(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
) {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && (root.current?.contains(target) ?? false);
    return watchDismiss(document, isInside, (reason) => dismiss(reason));
  }, [open, root]);
}
