import { IconButton } from '@chairside/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';

const ConfirmDialog = lazy(() => import('./confirm-dialog'));

/** An icon button that asks first (delete, report): the dialog loads when it is first needed. */
export function ConfirmIconButton({
  label,
  icon,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: {
  label: string;
  icon: ReactNode;
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Runs the action; the dialog closes when it settles. */
  onConfirm: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <IconButton aria-label={label} onClick={() => setAsking(true)} sx={{ mt: -0.5, mr: -1 }}>
        {icon}
      </IconButton>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={title}
            message={message}
            confirmLabel={confirmLabel}
            busyLabel={busyLabel}
            busy={busy}
            onConfirm={() => void onConfirm().finally(() => setAsking(false))}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
