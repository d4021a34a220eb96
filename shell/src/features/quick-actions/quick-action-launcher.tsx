import { Fab } from '@chairside/ui';
import { WINDOW_EVENTS } from '@chairside/contracts/web';
import { useEffect, useState } from 'react';
import { useT } from '../../shared/i18n';
import { QuickActionsDialog } from './quick-actions-dialog';

/**
 * A floating button on desktop, and the openQuickAccess window event anywhere. Bottom right, where
 * the phone's quick-actions button sits above its tab bar: one place on every screen.
 */
export function QuickActionLauncher() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onEvent = () => setOpen(true);
    window.addEventListener(WINDOW_EVENTS.openQuickAccess, onEvent);
    return () => window.removeEventListener(WINDOW_EVENTS.openQuickAccess, onEvent);
  }, []);
  return (
    <>
      <Fab
        color="primary"
        aria-label={t('Quick actions')}
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', right: 24, bottom: 24, display: { xs: 'none', md: 'inline-flex' } }}
      >
        <span aria-hidden="true" style={{ fontSize: 28, lineHeight: 1 }}>
          +
        </span>
      </Fab>
      <QuickActionsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
