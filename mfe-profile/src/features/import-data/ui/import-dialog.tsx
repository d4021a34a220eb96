import { isAborted, serverMessage } from '@chairside/api-client';
import { type ImportWeightUnit } from '@chairside/contracts/web';
import { IMPORT_LIMITS } from '@chairside/contracts/web-lazy';
import {
  useCallFailed,
  useLocale,
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@chairside/ui';
import { FormControlLabel, Radio, RadioGroup } from '@chairside/ui/forms';
import { useEffect, useId, useReducer } from 'react';
import { useImportStatusQuery, useStartImportMutation, useUploadImportMutation } from '../api/import-api';
import { addedInWords, importReducer, initialImport } from '../model/import-steps';
import { ImportPreviewDetails } from './import-preview';
import { useT } from '../../../shared/i18n';

/** How often the dialog asks how far the worker has got. */
const POLL_MS = 500;

const MB = 1024 * 1024;

const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A refusal the member can put right (not an export, too large, too many): the API's words. */
const fixable = (status: unknown) => status === 400 || status === 413 || status === 415 || status === 429;

/**
 * Import from MyFitnessPal or Cronometer: pick their CSV exports, see what would be added and
 * what is skipped and why, then import (a worker job whose progress is polled).
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const [s, dispatch] = useReducer(importReducer<File>, undefined, initialImport<File>);
  const [upload] = useUploadImportMutation();
  const [start, starting] = useStartImportMutation();
  const failed = useCallFailed();
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const unitId = useId();
  const t = useT();
  const locale = useLocale();
  const importing = s.step === 'importing';
  const status = useImportStatusQuery(importing ? s.id : '', {
    skip: !importing,
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: false,
  });

  useEffect(() => {
    if (importing && status.data) dispatch({ type: 'status', status: status.data });
  }, [importing, status.data]);

  async function preview() {
    dispatch({ type: 'upload' });
    const r = await upload({ files: s.files, weightUnit: s.weightUnit, tz: userTimeZone() });
    if (!('error' in r)) return dispatch({ type: 'previewed', preview: r.data });
    const code = (r.error as { status?: unknown }).status;
    if (fixable(code))
      return dispatch({
        type: 'refused',
        message:
          serverMessage(r.error) ??
          (code === 413
            ? t('A file is larger than {{mb}} MB. Export a shorter date range.', {
                mb: IMPORT_LIMITS.maxFileBytes / MB,
              })
            : t('These files could not be read.')),
      });
    dispatch({ type: 'refused', message: t('The files were not uploaded. Please try again.') });
    if (!isAborted(r.error))
      failed(r.error, { title: t('Upload failed'), description: t('Please try again.'), variant: 'destructive' });
  }

  async function runImport() {
    if (s.step !== 'preview') return;
    const r = await start(s.preview.id);
    if (!('error' in r)) {
      dispatch({ type: 'started', id: r.data.id });
      return dispatch({ type: 'status', status: r.data });
    }
    failed(r.error, {
      title: t('Import failed'),
      description: serverMessage(r.error) ?? t('The import did not start. Please try again.'),
      variant: 'destructive',
    });
  }

  const nothingNew = s.step === 'preview' && s.preview.entries + s.preview.weighIns === 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Import from MyFitnessPal or Cronometer')}</DialogTitle>
      <DialogContent>
        {s.step === 'pick' || s.step === 'uploading' ? (
          <Stack spacing={2}>
            <Typography id={hintId} color="text.secondary">
              {t(
                "Choose the CSV files the app exported: MyFitnessPal's Nutrition Summary and Measurement Summary, or Cronometer's Servings and Biometrics. You will see what they add before anything is imported.",
              )}
            </Typography>
            <Box>
              <Typography component="label" htmlFor={inputId} variant="subtitle2" sx={{ display: 'block', mb: 0.5 }}>
                {t('CSV files (up to {{files}}, {{mb}} MB each)', {
                  files: IMPORT_LIMITS.maxFiles,
                  mb: IMPORT_LIMITS.maxFileBytes / MB,
                })}
              </Typography>
              <Box
                component="input"
                id={inputId}
                type="file"
                multiple
                accept=".csv,text/csv"
                aria-describedby={hintId}
                disabled={s.step === 'uploading'}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                  dispatch({ type: 'picked', files: Array.from(e.target.files ?? []) })
                }
                sx={{ maxWidth: '100%', font: 'inherit' }}
              />
            </Box>
            <Box>
              <Typography id={unitId} variant="subtitle2">
                {t("Weights in MyFitnessPal's Measurement Summary are in")}
              </Typography>
              <RadioGroup
                row
                aria-labelledby={unitId}
                value={s.weightUnit}
                onChange={(e) => dispatch({ type: 'unit', unit: e.target.value as ImportWeightUnit })}
              >
                <FormControlLabel value="kg" control={<Radio />} label={t('Kilograms')} />
                <FormControlLabel value="lb" control={<Radio />} label={t('Pounds')} />
              </RadioGroup>
            </Box>
            {s.error ? (
              <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
                {s.error}
              </Alert>
            ) : null}
            {s.step === 'uploading' ? <LinearProgress aria-label={t('Reading your files')} /> : null}
          </Stack>
        ) : null}
        {s.step === 'preview' ? <ImportPreviewDetails preview={s.preview} /> : null}
        {importing ? (
          <Stack spacing={1}>
            <Typography>{t('Importing… You can close this: the import carries on.')}</Typography>
            <LinearProgress variant="determinate" value={s.progress} aria-label={t('Import progress')} />
            <Typography variant="body2" color="text.secondary">
              {new Intl.NumberFormat(locale, { style: 'percent' }).format(s.progress / 100)}
            </Typography>
            {status.isError ? (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={() => void status.refetch()}>
                    {t('Retry')}
                  </Button>
                }
              >
                {t("The import's progress could not be loaded.")}
              </Alert>
            ) : null}
          </Stack>
        ) : null}
        {s.step === 'done' ? (
          <Alert severity="success">
            {t('Imported {{added}}.', { added: addedInWords(s.imported.entries, s.imported.weighIns) })}
          </Alert>
        ) : null}
        {s.step === 'failed' ? <Alert severity="error">{s.message}</Alert> : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {s.step === 'pick' || s.step === 'uploading' ? (
          <>
            <Button onClick={onClose}>{t('Cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => void preview()}
              disabled={s.files.length === 0 || s.error !== null || s.step === 'uploading'}
            >
              {s.step === 'uploading' ? t('Reading...') : t('Preview')}
            </Button>
          </>
        ) : null}
        {s.step === 'preview' ? (
          <>
            <Button onClick={() => dispatch({ type: 'again' })}>{t('Choose other files')}</Button>
            <Button variant="contained" onClick={() => void runImport()} disabled={nothingNew || starting.isLoading}>
              {t('Import')}
            </Button>
          </>
        ) : null}
        {s.step === 'failed' ? <Button onClick={() => dispatch({ type: 'again' })}>{t('Upload again')}</Button> : null}
        {importing || s.step === 'done' || s.step === 'failed' ? (
          <Button variant={s.step === 'done' ? 'contained' : 'text'} onClick={onClose}>
            {t('Close')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
