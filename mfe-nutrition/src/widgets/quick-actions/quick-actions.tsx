import { EmbeddedWidgetDialog, SectionCard, Button, Stack } from '@chairside/ui';
import { QUICK_ACTIONS_HASH, REMOTE_WIDGETS } from '@chairside/contracts/web';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ScanMode } from '../../features/scan-food';
import { clearPendingAction, readPendingAction, takeScrollRequest } from './model/entry-hints';

// The dialogs load when first opened: the dashboard's first load carries none of their code
// (nor zod, which the manual form validates with).
const AddManualEntryDialog = lazy(() =>
  import('../../features/add-manual-entry').then((m) => ({ default: m.AddManualEntryDialog })),
);
const ScanFoodDialog = lazy(() => import('../../features/scan-food').then((m) => ({ default: m.ScanFoodDialog })));
const VoiceLogDialog = lazy(() => import('../../features/voice-log').then((m) => ({ default: m.VoiceLogDialog })));

/**
 * The Quick Actions card (spec 2); stored quick-action flags open their dialog once. Log Exercise and
 * Health Sync are mfe-exercise's and mfe-profile's widgets, embedded (their fallback shows until
 * those remotes expose them).
 */
export function QuickActions() {
  const navigate = useNavigate();
  const [pending] = useState(readPendingAction);
  const [manualOpen, setManualOpen] = useState(pending === 'manual');
  const [scan, setScan] = useState<ScanMode | null>(pending === 'camera' ? 'photo' : null);
  const [voiceOpen, setVoiceOpen] = useState(pending === 'voice');
  const [embedded, setEmbedded] = useState<'exercise' | 'health' | null>(pending === 'exercise' ? 'exercise' : null);
  useEffect(() => {
    clearPendingAction();
    if (takeScrollRequest(window.location.hash)) {
      document.getElementById(QUICK_ACTIONS_HASH.slice(1))?.scrollIntoView({ behavior: 'smooth' });
    }
  }, []);
  return (
    <SectionCard title="Quick Actions" id="quick-actions">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => setScan('photo')}>
          Scan Food
        </Button>
        <Button variant="outlined" onClick={() => setVoiceOpen(true)}>
          Voice Log
        </Button>
        <Button variant="outlined" onClick={() => setScan('barcode')}>
          Scan Barcode
        </Button>
        <Button variant="outlined" onClick={() => setManualOpen(true)}>
          Add Manual
        </Button>
        <Button variant="outlined" onClick={() => setEmbedded('health')}>
          Health Sync
        </Button>
        <Button variant="outlined" onClick={() => navigate('/community')}>
          Community
        </Button>
        <Button variant="outlined" onClick={() => setEmbedded('exercise')}>
          Log Exercise
        </Button>
      </Stack>
      <Suspense fallback={null}>
        {manualOpen ? <AddManualEntryDialog open onClose={() => setManualOpen(false)} /> : null}
        {voiceOpen ? <VoiceLogDialog open onClose={() => setVoiceOpen(false)} /> : null}
        {scan ? (
          <ScanFoodDialog
            open
            initialMode={scan}
            onClose={() => setScan(null)}
            onEnterManually={() => {
              setScan(null);
              setManualOpen(true);
            }}
          />
        ) : null}
      </Suspense>
      {embedded === 'exercise' ? (
        <EmbeddedWidgetDialog widget={REMOTE_WIDGETS.logExerciseWizard} onClose={() => setEmbedded(null)} />
      ) : null}
      {embedded === 'health' ? (
        <EmbeddedWidgetDialog widget={REMOTE_WIDGETS.healthDataExport} onClose={() => setEmbedded(null)} />
      ) : null}
    </SectionCard>
  );
}
