import { Button, Stack } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import type { ScanState } from '../model/scan-state';

/** The dialog's buttons for the state it is in: take or choose a photo, analyse it, or scan again. */
export function ScanButtons({
  state: { mode, still, uploadOnly, scanning },
  cameraReady,
  analyzing,
  onChooseFile,
  onRetake,
  onCapture,
  onAnalyze,
  onScanAgain,
}: {
  state: ScanState;
  cameraReady: boolean;
  analyzing: boolean;
  onChooseFile: () => void;
  onRetake: () => void;
  onCapture: () => void;
  onAnalyze: () => void;
  onScanAgain: () => void;
}) {
  const t = useT();
  return (
    <Stack direction="row" spacing={2}>
      {mode === 'photo' ? (
        <>
          {still || !uploadOnly ? (
            <Button variant="outlined" onClick={() => (still ? onRetake() : onChooseFile())}>
              {still ? t('Retake') : t('Choose Photo')}
            </Button>
          ) : null}
          {still || uploadOnly ? (
            <Button variant="contained" onClick={onAnalyze} disabled={analyzing}>
              {analyzing ? t('Analyzing...') : t('Analyze Food')}
            </Button>
          ) : (
            <Button variant="contained" onClick={onCapture} disabled={!cameraReady}>
              {t('Capture')}
            </Button>
          )}
        </>
      ) : !scanning && !uploadOnly ? (
        <Button variant="contained" onClick={onScanAgain}>
          {t('Scan Again')}
        </Button>
      ) : null}
    </Stack>
  );
}
