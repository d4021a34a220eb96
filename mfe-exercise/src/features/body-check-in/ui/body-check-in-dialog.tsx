import { isUnauthorized, serverMessage, todayQuery } from '@chairside/api-client';
import {
  type BodyCheckIn,
  type BodyRegionName,
  type BodySide,
  type SaveBodyCheckInRequest,
} from '@chairside/contracts/web';
import {
  useCallFailed,
  useToast,
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  LoadFailed,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@chairside/ui';
import { useEffect, useRef, useState } from 'react';
import { useListBodyCheckInsQuery, useSaveBodyCheckInMutation } from '../../../entities/body-check-in';
import {
  checkInRequest,
  formFrom,
  formProblems,
  sidePrompt,
  withSpotTap,
  type CheckInForm,
} from '../model/check-in-form';
import { useT } from '../../../shared/i18n';
import { SessionDialog } from '../../../shared/ui/session-dialog';
import { regionLabel } from '../../../shared/i18n/labels';
import { BodyFigure, VIEW_REGIONS, type FigureView } from './body-figure';
import { DeleteCheckInDialog } from './delete-check-in-dialog';
import { RegionEditor } from './region-editor';
import { RegionList } from './region-list';

const INTRO_ID = 'body-check-in-intro';

function CheckInFormView({ saved, today, onClose }: { saved: BodyCheckIn | null; today: string; onClose: () => void }) {
  const t = useT();
  const [form, setForm] = useState<CheckInForm>(() => formFrom(saved));
  const [selected, setSelected] = useState<BodyRegionName | null>(null);
  const [view, setView] = useState<FigureView>('front');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [askDelete, setAskDelete] = useState(false);
  const [save, { isLoading }] = useSaveBodyCheckInMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const editorRef = useRef<HTMLElement>(null);
  const moveFocus = useRef(false);
  const problems = formProblems(form);
  const unfinished = (Object.keys(problems) as BodyRegionName[]).map((r) => regionLabel(r));

  // A region just chosen: its answers take focus (and scroll into view under the figure on a phone).
  useEffect(() => {
    if (!moveFocus.current || !selected) return;
    moveFocus.current = false;
    editorRef.current?.focus();
  }, [selected]);

  function choose(region: BodyRegionName) {
    moveFocus.current = true;
    setSelected(region);
    // The upper and lower back are drawn on the back only: a choice from the list turns the figure.
    if (!VIEW_REGIONS[view].includes(region)) setView('back');
  }

  // A spot on the figure also says where: the right wrist's spot gives the wrists the right side.
  function tapSpot(region: BodyRegionName, side: BodySide | null) {
    if (side) setForm((f) => withSpotTap(f, region, side));
    choose(region);
  }

  async function submit() {
    if (unfinished.length) return;
    setSaveError(null);
    // Only the regions marked are sent: the API stores the others as no trouble.
    const r = await save({ date: today, regions: checkInRequest(form) as SaveBodyCheckInRequest['regions'] });
    if ('error' in r) {
      if (isUnauthorized(r.error)) return failed(r.error, { title: t('Error'), variant: 'destructive' });
      // Everything entered stays, so Retry (or Save) sends it again.
      return setSaveError(serverMessage(r.error) ?? t('Please check your connection and try again.'));
    }
    toast({ title: t('Check-in saved') });
    onClose();
  }

  return (
    <>
      <DialogContent>
        <Typography id={INTRO_ID} sx={{ mb: 0.5 }}>
          {t('Trouble in the last 7 days — ache, pain or discomfort.')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('Choose a region on the figure or in the list, then give it a score from 0 (none) to 10 (worst).')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <ToggleButtonGroup
              exclusive
              aria-label={t('Figure')}
              value={view}
              onChange={(_e, v: FigureView | null) => v && setView(v)}
              size="small"
              color="primary"
            >
              <ToggleButton value="front" sx={{ minWidth: 88, minHeight: 44 }}>
                {t('Front')}
              </ToggleButton>
              <ToggleButton value="back" sx={{ minWidth: 88, minHeight: 44 }}>
                {t('Back')}
              </ToggleButton>
            </ToggleButtonGroup>
            <BodyFigure view={view} form={form} selected={selected} onSpot={tapSpot} />
          </Stack>
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            {selected ? (
              <RegionEditor
                ref={editorRef}
                region={selected}
                form={form}
                sideMissing={Boolean(problems[selected])}
                onChange={setForm}
              />
            ) : (
              <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 2 }}>
                <Typography color="text.secondary">
                  {t('No region chosen yet. A region you leave alone is saved as no trouble.')}
                </Typography>
              </Box>
            )}
            <RegionList form={form} selected={selected} onSelect={choose} />
          </Stack>
        </Box>
        {saveError ? (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void submit()}>
                {t('Retry')}
              </Button>
            }
          >
            <AlertTitle>{t('Your check-in was not saved')}</AlertTitle>
            {saveError}
          </Alert>
        ) : null}
      </DialogContent>
      {/*
        One row of buttons. The hint, when a side is still missing, takes its own line above them on
        a phone and sits at the left of the row from sm up; it is a question, not an error, and Save
        waits for the answer.
      */}
      <DialogActions
        disableSpacing
        sx={{ px: 2, py: 1.5, columnGap: 1, rowGap: 1, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}
      >
        {unfinished.length ? (
          <Typography
            id="body-check-in-unfinished"
            variant="body2"
            color="text.secondary"
            sx={{ flexBasis: { xs: '100%', sm: 0 }, flexGrow: 1, order: { xs: -1, sm: 0 }, m: 0 }}
          >
            {t('{{prompt}} ({{regions}})', { prompt: sidePrompt(), regions: unfinished.join(t(', ')) })}
          </Typography>
        ) : null}
        {saved ? (
          // Check-ins are health data: the member can remove the day's one, after being asked.
          <Button color="error" onClick={() => setAskDelete(true)} sx={{ minHeight: 48, mr: 'auto' }}>
            {t('Delete this check-in')}
          </Button>
        ) : null}
        <Button size="large" onClick={onClose} sx={{ minHeight: 48, ml: 'auto' }}>
          {t('Cancel')}
        </Button>
        <Button
          variant="contained"
          size="large"
          sx={{ minHeight: 48, minWidth: 104 }}
          disabled={unfinished.length > 0 || isLoading}
          aria-describedby={unfinished.length ? 'body-check-in-unfinished' : undefined}
          onClick={() => void submit()}
        >
          {isLoading ? t('Saving...') : t('Save')}
        </Button>
      </DialogActions>
      {saved && askDelete ? (
        <DeleteCheckInDialog id={saved.id} onCancel={() => setAskDelete(false)} onDeleted={onClose} />
      ) : null}
    </>
  );
}

/** Loads today's check-in, if any, so a second check-in that day starts from it. */
function CheckInSession({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [today] = useState(() => todayQuery().date);
  const list = useListBodyCheckInsQuery();
  if (list.isError)
    return (
      <DialogContent>
        <LoadFailed onRetry={list.refetch}>{t('Your check-ins could not be loaded.')}</LoadFailed>
      </DialogContent>
    );
  if (!list.data)
    return (
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('Loading your check-in')} />
      </DialogContent>
    );
  const saved = list.data.checkIns.find((c) => c.date === today) ?? null;
  return <CheckInFormView saved={saved} today={today} onClose={onClose} />;
}

/**
 * The weekly body check-in: a front and back figure whose regions are buttons, the same regions as
 * a list, and the chosen region's score, side and yes/no answers. Saving replaces today's check-in.
 */
export function BodyCheckInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <SessionDialog open={open} onClose={onClose} title={t('Body check-in')} size="md" describedBy={INTRO_ID}>
      {open ? <CheckInSession onClose={onClose} /> : null}
    </SessionDialog>
  );
}
