import { Dialog as MuiDialog, type DialogProps } from '@mui/material';
import { useEffect, useId, useRef } from 'react';

/** The dialogs open in this tab, innermost last, as written into the history entry each one adds. */
const STATE_KEY = 'chairsideDialogs';

function openDialogsOf(state: unknown): string[] {
  const list = (state as Record<string, unknown> | null)?.[STATE_KEY];
  return Array.isArray(list) ? (list as string[]) : [];
}

// A dialog that closes by its own button takes its history entry back; one that opens meanwhile
// waits for that, or the Back it caused would land on the new dialog's entry and close it.
let settling: Promise<void> | null = null;

function takeEntryBack() {
  settling = new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      settling = null;
      resolve();
    };
    window.addEventListener('popstate', done);
    history.back();
  });
}

/**
 * While `open`, the dialog is a step in the browser's history: Back (the phone's back gesture,
 * the browser's button, Alt+Left) closes it and stays on the page, as a member expects of a
 * screen that looks like a page of its own. Closed another way, the dialog takes its entry back,
 * so the history is as it was. Back reaches onClose as Escape does (reason 'escapeKeyDown'): a
 * dialog that ignores Escape ignores Back the same way.
 */
function useBackClosesDialog(open: boolean, onClose: DialogProps['onClose']) {
  const id = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const active = open && onClose !== undefined;
  useEffect(() => {
    if (!active) return;
    let pushed = false;
    let cancelled = false;
    const onPop = (event: PopStateEvent) => {
      // Back from this dialog's entry (or past it): the state no longer lists it.
      if (openDialogsOf(event.state).includes(id)) return;
      pushed = false;
      onCloseRef.current?.(event, 'escapeKeyDown');
    };
    const push = () => {
      if (cancelled) return;
      const state = (history.state ?? {}) as Record<string, unknown>;
      history.pushState({ ...state, [STATE_KEY]: [...openDialogsOf(state), id] }, '');
      pushed = true;
      window.addEventListener('popstate', onPop);
    };
    if (settling) void settling.then(push);
    else push();
    return () => {
      cancelled = true;
      window.removeEventListener('popstate', onPop);
      // Still on this dialog's entry (not navigated away from it): take it back.
      if (pushed && openDialogsOf(history.state).at(-1) === id) takeEntryBack();
    };
  }, [active, id]);
}

/** MUI's Dialog, closed by Back as well (useBackClosesDialog): every dialog of the apps is this one. */
export function Dialog(props: DialogProps) {
  useBackClosesDialog(props.open, props.onClose);
  return <MuiDialog {...props} />;
}
