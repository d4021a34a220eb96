import { todayQuery } from '@chairside/api-client';
import { type ErgonomicStretch } from '@chairside/contracts/web';
import { currentCheckIn } from '@chairside/contracts/web-lazy';
import {
  useToast,
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  Typography,
} from '@chairside/ui';
import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useGetBodyBreakSuggestionQuery, useListBodyCheckInsQuery } from '../../../entities/body-check-in';
import { useCreateExerciseEntryMutation, useGetStretchBreakWeekQuery } from '../../../entities/exercise-entry';
import { StretchesNotLoaded, stretchLogFailure, useErgonomicStretches } from '../../../entities/stretch';
import { useGetStretchRemindersQuery } from '../../../entities/stretch-reminders';
import {
  breakEntryRequest,
  breakReducer,
  breakSummary,
  canFinishEarly,
  startBreak,
  type BreakState,
} from '../model/break-runner';
import { aimBreak, alsoSpared, breakAim, BREAK_RULES, MICRO_BREAK_RULES } from '../model/pick-break';
import { BreakPlan, type PlanAim } from './break-plan';
import { BreakRunnerView } from './break-runner-view';
import { useT } from '../../../shared/i18n';
import { SessionDialog } from '../../../shared/ui/session-dialog';

const TICK_MS = 1000;
/** The suggestion and the check-ins are read again when the break opens if older than this. */
const AIM_FRESH_SECONDS = 300;

// Big targets at the bottom, within a thumb's reach on a phone.
const big = { minHeight: 56, fontSize: '1.05rem' } as const;

function Actions({ children }: { children: ReactNode }) {
  return (
    <DialogActions
      disableSpacing
      sx={{
        p: 2,
        gap: 1,
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </DialogActions>
  );
}

function Running({
  initial,
  onFinished,
}: {
  initial: BreakState<ErgonomicStretch>;
  onFinished: (s: BreakState) => void;
}) {
  const t = useT();
  const [state, dispatch] = useReducer(breakReducer<ErgonomicStretch>, initial);
  const running = state.status === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  useEffect(() => {
    if (state.status === 'finished') onFinished(state);
  }, [state, onFinished]);
  if (state.status === 'finished') return null;
  const last = state.index === state.stretches.length - 1;
  return (
    <>
      <DialogContent>
        <BreakRunnerView state={state} />
      </DialogContent>
      <Actions>
        <Button
          variant="contained"
          size="large"
          sx={{ ...big, gridColumn: '1 / -1' }}
          onClick={() => dispatch({ type: running ? 'pause' : 'resume' })}
        >
          {running ? t('Pause') : t('Resume')}
        </Button>
        <Button variant="outlined" size="large" sx={big} onClick={() => dispatch({ type: 'skip' })}>
          {t('Skip')}
        </Button>
        {/* On the last stretch, Next is what ends the break. */}
        <Button
          variant="outlined"
          size="large"
          sx={{ ...big, gridColumn: last ? 'span 2' : undefined }}
          onClick={() => dispatch({ type: 'next' })}
        >
          {last ? t('Finish') : t('Next')}
        </Button>
        {last ? null : (
          <Button
            variant="outlined"
            size="large"
            sx={big}
            disabled={!canFinishEarly(state)}
            onClick={() => dispatch({ type: 'finish' })}
          >
            {t('Finish')}
          </Button>
        )}
      </Actions>
    </>
  );
}

function Logged({ state, onClose }: { state: BreakState; onClose: () => void }) {
  const t = useT();
  const summary = useMemo(() => breakSummary(state), [state]);
  const [createEntry, { isLoading, isSuccess, isError }] = useCreateExerciseEntryMutation();
  const { toast } = useToast();
  const sent = useRef(false);
  const log = useMemo(
    () => async () => {
      const result = await createEntry(breakEntryRequest(summary));
      if ('error' in result) toast(stretchLogFailure(result.error));
    },
    [createEntry, summary, toast],
  );
  useEffect(() => {
    // Once per break, even when React runs the effect twice.
    if (sent.current || summary.seconds === 0) return;
    sent.current = true;
    void log();
  }, [log, summary.seconds]);

  const minutes = Math.ceil(summary.seconds / 60);
  let body: ReactNode;
  if (summary.seconds === 0)
    body = (
      <Alert severity="info">
        {t('No stretch was held for at least half its time, so there is nothing to log. Try again later.')}
      </Alert>
    );
  else if (isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void log()}>
            {t('Retry')}
          </Button>
        }
      >
        <AlertTitle>{t('Your break was not logged')}</AlertTitle>
        {t('Failed to log your stretch session.')}
      </Alert>
    );
  else if (isSuccess)
    body = (
      <Box sx={{ textAlign: 'center', py: 2 }}>
        <Typography variant="h2" component="h3" color="success.main" sx={{ mb: 1 }}>
          {t('Break logged!')}
        </Typography>
        <Typography>
          {t('{{count}} stretches · {{minutes}} min · {{calories}} kcal', {
            defaultValue_one: '{{count}} stretch · {{minutes}} min · {{calories}} kcal',
            count: summary.stretches.length,
            minutes,
            calories: summary.calories,
          })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('Well done. Your shoulders, wrists and back thank you.')}
        </Typography>
      </Box>
    );
  else
    body = (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('Logging your break...')}</Typography>
      </Box>
    );
  return (
    <>
      <DialogContent>{body}</DialogContent>
      <Actions>
        <Button
          variant="contained"
          size="large"
          sx={{ ...big, gridColumn: '1 / -1' }}
          onClick={onClose}
          disabled={isLoading}
        >
          {t('Close')}
        </Button>
      </Actions>
    </>
  );
}

/** One break from plan to log; mounted while the dialog is open, so each opening starts afresh. */
function BreakSession({ onClose, micro }: { onClose: () => void; micro: boolean }) {
  const t = useT();
  const stretches = useErgonomicStretches();
  const { data: reminders } = useGetStretchRemindersQuery();
  const { tz, date: today } = todayQuery();
  const week = useGetStretchBreakWeekQuery({ tz });
  // Aimed at this week's check-in. Either call failing leaves the break to the rotation: a break is
  // never held up by the check-in. A page open since yesterday reads them again: the check-in a
  // break aims at changes with the day.
  const suggestion = useGetBodyBreakSuggestionQuery(undefined, { refetchOnMountOrArgChange: AIM_FRESH_SECONDS });
  const checkIns = useListBodyCheckInsQuery(undefined, { refetchOnMountOrArgChange: AIM_FRESH_SECONDS });
  const [started, setStarted] = useState<BreakState<ErgonomicStretch> | null>(null);
  const [finished, setFinished] = useState<BreakState | null>(null);
  const focusAreas = useMemo(() => reminders?.focusAreas ?? [], [reminders]);
  // Breaks already logged this week: each break starts where the last one left off.
  const rotation = week.data?.days.reduce((sum, d) => sum + d.breaks, 0) ?? 0;
  const checkIn = useMemo(() => currentCheckIn(checkIns.data?.checkIns ?? [], today), [checkIns.data, today]);
  const aim = useMemo(() => breakAim(suggestion.data, checkIn), [suggestion.data, checkIn]);
  const plan = useMemo(
    () => aimBreak(stretches.data ?? [], focusAreas, rotation, aim, micro ? MICRO_BREAK_RULES : BREAK_RULES),
    [stretches.data, focusAreas, rotation, aim, micro],
  );
  const planAim = useMemo<PlanAim | null>(() => {
    const s = suggestion.data;
    if (!s) return null;
    const aimedIds = new Set(s.stretches.map((x) => x.id));
    return {
      phrase: s.phrase && s.regions.length ? { regions: s.regions } : null,
      aimedCount: plan.filter((p) => aimedIds.has(p.id)).length,
      leftOut: s.leftOut,
      alsoSpared: alsoSpared(checkIn, s.leftOut),
    };
  }, [suggestion.data, plan, checkIn]);

  if (finished) return <Logged state={finished} onClose={onClose} />;
  if (started) return <Running initial={started} onFinished={setFinished} />;
  if (stretches.isError)
    return (
      <DialogContent>
        <StretchesNotLoaded onRetry={() => void stretches.refetch()} />
      </DialogContent>
    );
  // A break just logged elsewhere moves the rotation on, a check-in just saved changes the aim: wait
  // for the fresh answers.
  if (stretches.isLoading || week.isFetching || suggestion.isFetching || checkIns.isFetching)
    return (
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('Loading your break')} />
      </DialogContent>
    );
  return (
    <>
      {/* The plan with its left-out list can outgrow a phone's screen: keyboard users scroll it once focused. */}
      <DialogContent tabIndex={0} role="region" aria-label={t('Break plan')}>
        <BreakPlan stretches={plan} focused={focusAreas.length > 0} aim={planAim} micro={micro} />
      </DialogContent>
      <Actions>
        <Button size="large" sx={big} onClick={onClose}>
          {t('Not now')}
        </Button>
        <Button
          variant="contained"
          size="large"
          sx={{ ...big, gridColumn: 'span 2' }}
          disabled={!plan.length}
          onClick={() => setStarted(startBreak(plan))}
        >
          {t('Start')}
        </Button>
      </Actions>
    </>
  );
}

/**
 * A guided stretch break: 3-5 stretches picked for the user, each counted down on screen, logged
 * as one ergonomic entry at the end. The stretches page opens it. `micro` is the break coach's
 * between-patients break: 90 s to 2 min of stretches, as the micro-break evidence has it, where the
 * break a member starts themselves is the fuller one.
 */
export function GuidedBreakDialog({
  open,
  onClose,
  micro = false,
}: {
  open: boolean;
  onClose: () => void;
  micro?: boolean;
}) {
  const t = useT();
  return (
    <SessionDialog open={open} onClose={onClose} title={t('Stretch break')} size="sm">
      {open ? <BreakSession onClose={onClose} micro={micro} /> : null}
    </SessionDialog>
  );
}
