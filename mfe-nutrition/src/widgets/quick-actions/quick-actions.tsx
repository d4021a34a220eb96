import { SectionCard } from '@chairside/ui';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { AddManualEntryDialog } from '../../features/add-manual-entry';

/** The Quick Actions card; the other six actions arrive with their dialogs. */
export function QuickActions() {
  const [manualOpen, setManualOpen] = useState(false);
  return (
    <SectionCard title="Quick Actions" id="quick-actions">
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
        <Button variant="contained" onClick={() => setManualOpen(true)}>Add Manual</Button>
      </Stack>
      <AddManualEntryDialog open={manualOpen} onClose={() => setManualOpen(false)} />
    </SectionCard>
  );
}
