import { isAborted, serverMessage } from '@chairside/api-client';
import { MEAL_TYPES } from '@chairside/contracts';
import { CAMERA, DELAYS_MS, type MealType } from '@chairside/contracts/web';
import {
  mealTypeLabel,
  useCallFailed,
  useToast,
  CloseIcon,
  FlashOffIcon,
  FlashOnIcon,
  Alert,
  AlertTitle,
  AppBar,
  Button,
  Dialog,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
} from '@chairside/ui';
import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { analysisEstimate, useAnalyzeFoodMutation, useLookupBarcodeMutation } from '../../../entities/food-analysis';
import { t as translate, useT } from '../../../shared/i18n';
import { BarcodeGate } from '../model/barcode-gate';
import { lookupFailure, lookupFailureText } from '../model/lookup-failure';
import { startBarcodeScanner, type ScannerControls } from '../model/barcode-scanner';
import { captureFrame, photoFromFile } from '../model/photo';
import { initialScan, scanReducer, type ScanMode } from '../model/scan-state';
import { useCamera } from '../model/use-camera';
import { AnalysisResultDialog } from './analysis-result-dialog';
import { ScanButtons } from './scan-buttons';
import { ScanPreview } from './scan-preview';
import { TypedBarcodeForm } from './typed-barcode-form';

/** The full-screen camera dialog: Scan Food and Scan Barcode. */
export function ScanFoodDialog({
  open,
  initialMode = 'photo',
  onClose,
  onEnterManually,
}: {
  open: boolean;
  initialMode?: ScanMode;
  onClose: () => void;
  /** A product the lookup does not find can be typed in the entry form instead, with its barcode. */
  onEnterManually?: (barcode: string) => void;
}) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const camera = useCamera(videoRef);
  const { toast, dismiss } = useToast();
  const failed = useCallFailed();
  const [state, dispatch] = useReducer(scanReducer, initialMode, initialScan);
  const { mode, mealType, still, status, uploadOnly, notFound, analyzed } = state;
  // The scanner's callback outlives renders; it reads the meal chosen at the moment of the scan.
  const mealRef = useRef(mealType);
  mealRef.current = mealType;
  const [analyzeFood, analyzing] = useAnalyzeFoodMutation();
  const [lookupBarcode, { isLoading: looking }] = useLookupBarcodeMutation();
  const scanner = useRef<ScannerControls | null>(null);
  // Bumped whenever the scanner is stopped: a scanner that finishes loading after that is stale.
  const scannerRun = useRef(0);
  const gate = useRef(new BarcodeGate());
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  // The analysis or lookup under way, cancelled when the dialog closes so a 202 is not polled on.
  const inflight = useRef<{ abort: () => void } | null>(null);
  async function track<R>(call: Promise<R> & { abort: () => void }): Promise<R> {
    inflight.current = call;
    try {
      return await call;
    } finally {
      if (inflight.current === call) inflight.current = null;
    }
  }
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));

  const stopScanner = useCallback(() => {
    scannerRun.current++;
    scanner.current?.stop();
    scanner.current = null;
    dispatch({ kind: 'scanning', on: false });
  }, []);

  const stopAll = useCallback(() => {
    stopScanner();
    camera.stop();
    inflight.current?.abort();
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, [camera, stopScanner]);

  const cameraFailed = useCallback(
    (message: string, barcode: boolean) => {
      dispatch({ kind: 'cameraFailed' });
      // Without a camera the barcode view says so above the number field: no toast on top of it.
      if (barcode) return;
      toast({
        title: translate('Camera Not Available'),
        description: barcode ? translate('Please allow camera access or use file upload.') : message,
        variant: 'destructive',
      });
    },
    [toast],
  );

  const startPhoto = useCallback(async () => {
    dispatch({ kind: 'status', text: translate('Starting camera...') });
    const ok = await camera.start(CAMERA.photo);
    if (ok) {
      dispatch({ kind: 'status', text: '' });
      toast({
        title: translate('Camera Ready'),
        description: translate('Frame your meal and tap Capture.'),
        variant: 'info',
      });
    }
  }, [camera, toast]);

  const lookup = useCallback(
    async (code: string, meal: MealType) => {
      dispatch({ kind: 'lookupStarted' });
      const r = await track(lookupBarcode({ barcode: code, mealType: meal }));
      stopAll();
      gate.current.settle();
      const aborted = 'error' in r && isAborted(r.error);
      const why = 'error' in r && !aborted ? lookupFailure(r.error) : 'other';
      // Not found, or no answer: the dialog says which, by the code, with no toast over it.
      dispatch({ kind: 'lookupEnded', notFound: why === 'other' ? null : { code, why } });
      if ('error' in r) {
        if (aborted || why !== 'other') return;
        return failed(r.error, {
          title: translate('Barcode Lookup Failed'),
          description: serverMessage(r.error) ?? translate('Failed to find product information. Please try again.'),
          variant: 'destructive',
        });
      }
      dismiss(); // an earlier camera or 'No Image' toast would cover the result's Save button
      later(
        () => dispatch({ kind: 'analyzed', food: { result: r.data, mealType: meal, method: 'barcode', photo: null } }),
        DELAYS_MS.resultDialog,
      );
    },
    [lookupBarcode, stopAll, failed, dismiss],
  );

  const startBarcode = useCallback(async () => {
    gate.current.reset();
    const run = ++scannerRun.current;
    dispatch({ kind: 'status', text: translate('Starting camera...') });
    const ok = await camera.start(CAMERA.scanner);
    if (!ok || !videoRef.current || run !== scannerRun.current) return;
    // Set before scanning starts: the very first frame may already hold the barcode.
    dispatch({ kind: 'status', text: translate('Point the camera at a barcode') });
    try {
      const controls = await startBarcodeScanner(videoRef.current, (code) => {
        if (!gate.current.accept(code)) return;
        dispatch({ kind: 'status', text: translate('Detected: {{code}}', { code }) });
        later(() => void lookup(code, mealRef.current), DELAYS_MS.barcodeLookup);
      });
      if (run !== scannerRun.current) return controls.stop();
      scanner.current = controls;
      dispatch({ kind: 'scanning', on: true });
    } catch {
      dispatch({ kind: 'status', text: '' });
      toast({
        title: translate('Barcode Scanner Error'),
        description: translate('Failed to initialize barcode scanner. Please try again.'),
        variant: 'destructive',
      });
    }
  }, [camera, lookup, toast]);

  // The camera starts on its own when the dialog opens and whenever the mode changes; effect events
  // read the latest still and callbacks without restarting the camera when those change.
  const startCamera = useEffectEvent(() => {
    if (still) return false;
    if (mode === 'photo') void startPhoto();
    else void startBarcode();
    return true;
  });
  const stopCamera = useEffectEvent(() => stopAll());
  useEffect(() => {
    if (!open || uploadOnly || !startCamera()) return;
    return () => stopCamera();
  }, [open, mode, uploadOnly]);

  const onCameraFailed = useEffectEvent((message: string) => cameraFailed(message, mode === 'barcode'));
  useEffect(() => {
    if (camera.state.status === 'failed') onCameraFailed(camera.state.message);
  }, [camera.state]);

  function reset() {
    stopAll();
    dispatch({ kind: 'reset', mode: initialMode });
  }

  function close() {
    reset();
    onClose();
  }

  async function toggleFlash() {
    if (!camera.torch.supported) {
      toast({
        title: translate('Flash Not Available'),
        description: translate('This camera has no flash.'),
        variant: 'destructive',
      });
      return;
    }
    try {
      const on = !camera.torch.on;
      await camera.setTorchOn(on);
      toast({ title: on ? translate('Flash On') : translate('Flash Off'), variant: 'info' });
    } catch {
      toast({
        title: translate('Flash Error'),
        description: translate('Unable to control camera flash'),
        variant: 'destructive',
      });
    }
  }

  function capture() {
    const video = videoRef.current;
    if (!video || camera.state.status !== 'ready') return;
    if (camera.torch.on) void camera.setTorchOn(false).catch(() => undefined);
    dispatch({ kind: 'captured', photo: captureFrame(video) });
    camera.stop();
  }

  function retake() {
    dispatch({ kind: 'retake' });
    if (!uploadOnly) void startPhoto();
  }

  async function choosePhoto(file: File | undefined) {
    if (!file) return;
    let photo: string | null;
    try {
      photo = await photoFromFile(file);
    } catch {
      // An image file the browser cannot decode is said so, not silently dropped.
      toast({
        title: translate('Cannot Read Image'),
        description: translate('This file could not be opened as an image. Try a JPEG or PNG photo.'),
        variant: 'destructive',
      });
      return;
    }
    if (!photo) return; // not an image: ignored
    dismiss(); // 'Camera Not Available' or 'No Image' no longer applies
    stopAll();
    dispatch({ kind: 'photoChosen', photo });
  }

  async function analyze() {
    if (!still) {
      toast({
        title: translate('No Image'),
        description: translate('Please capture an image first.'),
        variant: 'destructive',
      });
      return;
    }
    dispatch({ kind: 'status', text: translate('Analyzing your food...') });
    const r = await track(analyzeFood({ imageData: still, mealType }));
    dispatch({ kind: 'status', text: '' });
    if ('error' in r) {
      if (isAborted(r.error)) return;
      const estimate = analysisEstimate(r.error);
      if (!estimate)
        return failed(r.error, {
          title: translate('Analysis Failed'),
          description: serverMessage(r.error) ?? translate('Failed to analyze food. Please try again.'),
          variant: 'destructive',
        });
      // The result's estimate banner says why these are typical values: no toast on top of it.
      dismiss();
      later(
        () =>
          dispatch({
            kind: 'analyzed',
            food: { result: estimate, mealType, method: 'camera', photo: still, reason: 'no-ai' },
          }),
        DELAYS_MS.resultDialog,
      );
      return;
    }
    dismiss(); // an earlier camera or 'No Image' toast would cover the result's Save button
    later(
      () => dispatch({ kind: 'analyzed', food: { result: r.data, mealType, method: 'camera', photo: still } }),
      DELAYS_MS.resultDialog,
    );
  }

  const title = mode === 'photo' ? t('Scan Food') : t('Scan Barcode');
  return (
    <>
      <Dialog open={open && !analyzed} onClose={close} fullScreen aria-labelledby="scan-food-title">
        <AppBar position="relative" color="default" elevation={0}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton edge="start" onClick={close} aria-label={t('Close')}>
              <CloseIcon />
            </IconButton>
            <Typography id="scan-food-title" variant="h6" component="h2" sx={{ flex: 1 }}>
              {title}
            </Typography>
            {camera.torch.supported ? (
              <IconButton
                onClick={() => void toggleFlash()}
                aria-label={camera.torch.on ? t('Turn flash off') : t('Turn flash on')}
                aria-pressed={camera.torch.on}
              >
                {camera.torch.on ? <FlashOnIcon /> : <FlashOffIcon />}
              </IconButton>
            ) : null}
          </Toolbar>
        </AppBar>
        <Stack spacing={2} sx={{ p: 2, alignItems: 'center', flex: 1, overflowY: 'auto' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={mode}
            aria-label={t('Scan mode')}
            onChange={(_e, v: ScanMode | null) => {
              if (v) dispatch({ kind: 'pickMode', mode: v });
            }}
          >
            <ToggleButton value="photo">{t('Scan Food')}</ToggleButton>
            <ToggleButton value="barcode">{t('Scan Barcode')}</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={mealType}
            aria-label={t('Meal type')}
            onChange={(_e, v: MealType | null) => v && dispatch({ kind: 'pickMeal', mealType: v })}
          >
            {MEAL_TYPES.map((m) => (
              <ToggleButton key={m} value={m}>
                {mealTypeLabel(m)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ScanPreview videoRef={videoRef} state={state} onChooseFile={() => fileRef.current?.click()} />
          {uploadOnly && mode === 'barcode' ? (
            <TypedBarcodeForm busy={looking} onLookUp={(code) => void lookup(code, mealType)} />
          ) : null}
          <Typography role="status" aria-live="polite" sx={{ minHeight: 24 }}>
            {status}
          </Typography>
          {notFound && mode === 'barcode' ? (
            <Alert severity={notFound.why === 'not-found' ? 'info' : 'warning'} sx={{ width: '100%', maxWidth: 420 }}>
              <AlertTitle>
                {notFound.why === 'not-found' ? t('Product not found') : t('Open Food Facts did not answer')}
              </AlertTitle>
              {lookupFailureText(notFound.why, notFound.code)}
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                {onEnterManually ? (
                  <Button
                    variant="outlined"
                    color="inherit"
                    size="small"
                    onClick={() => onEnterManually(notFound.code)}
                  >
                    {t('Enter it manually')}
                  </Button>
                ) : null}
                {notFound.why === 'no-answer' ? (
                  <Button
                    color="inherit"
                    size="small"
                    disabled={looking}
                    onClick={() => void lookup(notFound.code, mealType)}
                  >
                    {t('Try Again')}
                  </Button>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          <ScanButtons
            state={state}
            cameraReady={camera.state.status === 'ready'}
            analyzing={analyzing.isLoading}
            onChooseFile={() => fileRef.current?.click()}
            onRetake={retake}
            onCapture={capture}
            onAnalyze={() => void analyze()}
            onScanAgain={() => void startBarcode()}
          />
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('Choose a photo')}
            onChange={(e) => {
              void choosePhoto(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Stack>
      </Dialog>
      <AnalysisResultDialog food={analyzed} onCancel={() => dispatch({ kind: 'resultCancelled' })} onSaved={close} />
    </>
  );
}
