import { SectionCard } from '@chairside/ui';
import { Button, Stack } from '@mui/material';
import { QUICK_ACTIONS_HASH } from '@chairside/contracts';
import { useEffect, useState } from 'react';
import { AddManualEntryDialog } from '../../features/add-manual-entry';
import { takePendingAction, takeScrollRequest } from './model/entry-hints';

/** The Quick Actions card; the other six actions arrive with their dialogs (their pending flags wait for them). */
export function QuickActions() {
  const [manualOpen, setManualOpen] = useState(() => takePendingAction('manual'));
  useEffect(() => {
    if (takeScrollRequest(window.location.hash)) {
      document.getElementById(QUICK_ACTIONS_HASH.slice(1))?.scrollIntoView({ behavior: 'smooth' });
    }
  }, []);
  return (
    <SectionCard title="Quick Actions" id="quick-actions">
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
        <Button variant="contained" onClick={() => setManualOpen(true)}>Add Manual</Button>
      </Stack>
      <AddManualEntryDialog open={manualOpen} onClose={() => setManualOpen(false)} />
    </SectionCard>
  );
}
