import { Suspense, useCallback, useState, type ComponentType } from 'react';

/** A press on one item of a list: what to do (`kind`) with which `entry`; `id` tells two presses apart. */
export interface PressedAction<K extends string, E> {
  id: number;
  kind: K;
  entry: E;
}

let nextAction = 1;

/**
 * `act` starts an action pressed in a list (Edit, Delete); `element` is where its `Handler` lives: a
 * lazily loaded component, mounted at the first press and kept, so what it shows after (an Undo
 * toast) outlives the press, and none of it is on the page's first load.
 */
export function usePressedAction<K extends string, E>(
  Handler: ComponentType<{ action: PressedAction<K, E> | null; onDone: () => void }>,
) {
  const [action, setAction] = useState<PressedAction<K, E> | null>(null);
  const [used, setUsed] = useState(false);
  const done = useCallback(() => setAction(null), []);
  const act = useCallback((kind: K, entry: E) => {
    setUsed(true);
    setAction({ id: nextAction++, kind, entry });
  }, []);
  const element = <Suspense fallback={null}>{used ? <Handler action={action} onDone={done} /> : null}</Suspense>;
  return { act, element };
}
