import {
  ActionTile,
  BarcodeIcon,
  Box,
  CameraIcon,
  CommunityIcon,
  EditNoteIcon,
  EmbeddedWidgetDialog,
  ExerciseIcon,
  HealthSyncIcon,
  MicIcon,
  SectionCard,
  WeightIcon,
} from '@chairside/ui';
import { QUICK_ACTIONS_HASH, REMOTE_WIDGETS } from '@chairside/contracts/web';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearPendingAction, readPendingAction, takeScrollRequest } from './model/entry-hints';
import { dialogForPendingAction } from './model/open-dialog';
import { useT } from '../../shared/i18n';

// The dialogs load when first opened: the dashboard's first load carries none of their code
// (nor zod, which the manual form validates with).
const AddManualEntryDialog = lazy(() =>
  import('../../features/add-manual-entry').then((m) => ({ default: m.AddManualEntryDialog })),
);
const ScanFoodDialog = lazy(() => import('../../features/scan-food').then((m) => ({ default: m.ScanFoodDialog })));
const VoiceLogDialog = lazy(() => import('../../features/voice-log').then((m) => ({ default: m.VoiceLogDialog })));
const LogWeightDialog = lazy(() => import('../../features/log-weight').then((m) => ({ default: m.LogWeightDialog })));

/**
 * The Quick Actions card; stored quick-action flags open their dialog once. Log Exercise and
 * Health Sync are mfe-exercise's and mfe-profile's widgets, embedded (their fallback shows until
 * those remotes expose them).
 */
export function QuickActions() {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => dialogForPendingAction(readPendingAction()));
  const close = () => setOpen(null);
  useEffect(() => {
    clearPendingAction();
    if (takeScrollRequest(window.location.hash)) {
      document.getElementById(QUICK_ACTIONS_HASH.slice(1))?.scrollIntoView({ behavior: 'smooth' });
    }
  }, []);
  return (
    <SectionCard title={t('Quick Actions')} id="quick-actions">
      {/* Tiles, each an icon over its name, fill the card on a phone and on a desktop alike. */}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}>
        {[
          { label: t('Scan Food'), Icon: CameraIcon, onClick: () => setOpen({ kind: 'scan', mode: 'photo' }) },
          { label: t('Voice Log'), Icon: MicIcon, onClick: () => setOpen({ kind: 'voice' }) },
          { label: t('Scan Barcode'), Icon: BarcodeIcon, onClick: () => setOpen({ kind: 'scan', mode: 'barcode' }) },
          { label: t('Add Manual'), Icon: EditNoteIcon, onClick: () => setOpen({ kind: 'manual' }) },
          { label: t('Health Sync'), Icon: HealthSyncIcon, onClick: () => setOpen({ kind: 'health' }) },
          { label: t('Community'), Icon: CommunityIcon, onClick: () => navigate('/community') },
          { label: t('Log Exercise'), Icon: ExerciseIcon, onClick: () => setOpen({ kind: 'exercise' }) },
          { label: t('Log Weight'), Icon: WeightIcon, onClick: () => setOpen({ kind: 'weight' }) },
        ].map((a, i) => (
          <ActionTile key={a.label} {...a} primary={i === 0} />
        ))}
      </Box>
      <Suspense fallback={null}>
        {open?.kind === 'manual' ? <AddManualEntryDialog open onClose={close} barcode={open.barcode} /> : null}
        {open?.kind === 'voice' ? <VoiceLogDialog open onClose={close} /> : null}
        {open?.kind === 'weight' ? <LogWeightDialog open onClose={close} /> : null}
        {open?.kind === 'scan' ? (
          <ScanFoodDialog
            open
            initialMode={open.mode}
            onClose={close}
            onEnterManually={(barcode) => setOpen({ kind: 'manual', barcode })}
          />
        ) : null}
      </Suspense>
      {open?.kind === 'exercise' ? (
        <EmbeddedWidgetDialog widget={REMOTE_WIDGETS.logExerciseWizard} onClose={close} />
      ) : null}
      {open?.kind === 'health' ? (
        <EmbeddedWidgetDialog widget={REMOTE_WIDGETS.healthDataExport} onClose={close} />
      ) : null}
    </SectionCard>
  );
}
