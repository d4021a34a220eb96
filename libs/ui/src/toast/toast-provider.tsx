import { Alert, AlertTitle, Button, Portal, Snackbar, useMediaQuery, useTheme } from '@mui/material';
import { TOAST_MS } from '@chairside/contracts/web';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  /**
   * default: it worked; info: a state change to know about (nothing succeeded or failed);
   * warning: it worked with a caveat, or the user has something to do; destructive: it failed.
   */
  variant?: 'default' | 'info' | 'warning' | 'destructive';
  durationMs?: number;
  /** One button in the toast (its `action`), e.g. Undo; pressing it also closes the toast. */
  action?: { label: string; onClick: () => void };
}

interface Toast extends ToastInput {
  id: number;
  /** A dialog was open at some moment while it showed: it sits at the top, and stays there. */
  overDialog: boolean;
}

interface ToastApi {
  toast: (t: ToastInput) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

const SEVERITY = { default: 'success', info: 'info', warning: 'warning', destructive: 'error' } as const;

/** MUI renders every open dialog into its own root on the body. */
const dialogOpen = () => document.querySelector('.MuiDialog-root') !== null;

/**
 * One toast at a time; a new one replaces the current; 5 s unless said otherwise (docs/product.md
 * "Timings and limits"). Bottom-right on a wide page; at the top centre on a phone and whenever a
 * dialog is open, so a toast never covers a dialog's buttons or the fields above a phone's keyboard
 * (docs/decisions.md "Toasts and dialogs").
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Toast | null>(null);
  const toast = useCallback((t: ToastInput) => setCurrent({ ...t, id: nextId++, overDialog: dialogOpen() }), []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const id = current?.id;
  const watching = current !== null && !current.overDialog;
  // A dialog that opens while the toast shows moves it up (the result dialog opens after a toast).
  useEffect(() => {
    if (!watching) return;
    const watch = new MutationObserver(() => {
      if (dialogOpen()) setCurrent((c) => (c && c.id === id ? { ...c, overDialog: true } : c));
    });
    watch.observe(document.body, { childList: true });
    return () => watch.disconnect();
  }, [watching, id]);
  // MUI's modal manager hides every other child of the body from screen readers (aria-hidden) each
  // time a dialog opens or closes while another stays open, a toast already showing included. A
  // toast is a live region meant to be read beside a dialog: it keeps itself readable.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const readable = () => {
      if (el.hasAttribute('aria-hidden')) el.removeAttribute('aria-hidden');
    };
    readable();
    const watch = new MutationObserver(readable);
    watch.observe(el, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => watch.disconnect();
  }, [id]);
  const atTop = phone || current?.overDialog === true;
  const destructive = current?.variant === 'destructive';
  const severity = SEVERITY[current?.variant ?? 'default'];
  const action = current?.action;
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/*
        On the body, beside any open dialog's root: a dialog hides the rest of the page from screen
        readers (aria-hidden), and a toast inside the page would be hidden with it.
      */}
      <Portal>
        <Snackbar
          ref={root}
          key={current?.id}
          open={current !== null}
          autoHideDuration={current?.durationMs ?? TOAST_MS.default}
          onClose={(_e, reason) => reason !== 'clickaway' && dismiss()}
          anchorOrigin={atTop ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }}
        >
          <Alert
            severity={severity}
            variant="filled"
            role={destructive ? 'alert' : 'status'}
            onClose={dismiss}
            action={
              action ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    dismiss();
                    action.onClick();
                  }}
                >
                  {action.label}
                </Button>
              ) : undefined
            }
            data-testid="toast"
            // What the colour and icon say, readable by tests.
            data-severity={severity}
            sx={{ minWidth: 280 }}
          >
            <AlertTitle>{current?.title}</AlertTitle>
            {current?.description}
          </Alert>
        </Snackbar>
      </Portal>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
