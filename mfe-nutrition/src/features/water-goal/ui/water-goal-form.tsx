import { serverMessage } from '@chairside/api-client';
import type { WaterDay } from '@chairside/contracts/web';
import { todayQuery } from '@chairside/api-client';
import { useCallFailed, useToast, Alert, Box, Button, CircularProgress, LoadFailed, Stack } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useId, useState } from 'react';
import { useGetWaterDayQuery } from '../../../entities/water';
import { useT } from '../../../shared/i18n';
import { useSetWaterDayMutation, useSetWaterGoalMutation } from '../api/water-goal-api';
import { formFrom, readGoal, readToday, UNIT_LABEL } from '../model/water-form';

/**
 * The water goal's content, embedded in Settings (the page draws the dialog): today's water read first
 * when not given, as the dashboard's card gives it.
 */
export function WaterGoalForm({ day, onClose }: { day?: WaterDay; onClose: () => void }) {
  const t = useT();
  const [today] = useState(todayQuery);
  const read = useGetWaterDayQuery(today, { skip: !!day });
  if (day) return <WaterGoalFields day={day} tz={today.tz} onClose={onClose} />;
  if (read.isError) return <LoadFailed onRetry={read.refetch}>{t('Your water goal could not be loaded.')}</LoadFailed>;
  if (!read.data)
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={24} aria-label={t('Loading your water goal')} />
      </Box>
    );
  return <WaterGoalFields day={read.data} tz={today.tz} onClose={onClose} />;
}

/**
 * The daily goal and today's total (when the taps do not match what was drunk), in the member's unit:
 * fl oz when their profile is in imperial units (Settings' Metric/Imperial). A value out of range is
 * said under its field; one the API refuses, above the buttons.
 */
function WaterGoalFields({ day, tz, onClose }: { day: WaterDay; tz: string; onClose: () => void }) {
  const t = useT();
  const [form, setForm] = useState(() => formFrom(day.goalMl, day.totalMl, day.unit));
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saveGoal, goalCall] = useSetWaterGoalMutation();
  const [saveDay, dayCall] = useSetWaterDayMutation();
  const failed = useCallFailed();
  const { toast } = useToast();
  const id = useId();
  const goal = readGoal(form);
  const today = readToday(form);
  const busy = goalCall.isLoading || dayCall.isLoading;

  async function submit() {
    setTried(true);
    if (goal.error !== null || today.error !== null) return;
    const g = await saveGoal({ goal: Number(form.goal), unit: form.unit });
    // A total typed unchanged is not sent: the taps that make it up stay.
    const changed = form.today !== formFrom(day.goalMl, day.totalMl, form.unit).today;
    const d =
      'error' in g || !changed
        ? null
        : await saveDay({ date: day.date, total: Number(form.today), unit: form.unit, tz });
    const error = 'error' in g ? g.error : d && 'error' in d ? d.error : null;
    if (error) {
      const message = serverMessage(error);
      const status = (error as { status?: unknown }).status;
      if (message && (status === 400 || status === 429)) return setRefusal(message);
      return failed(error, { title: t('Water Goal Not Saved'), description: t('Please try again.') });
    }
    toast({
      title: t('Water Goal Saved'),
      description: t('Your daily goal is {{amount}} {{unit}}.', { amount: form.goal, unit: UNIT_LABEL[form.unit] }),
    });
    onClose();
  }

  return (
    <>
      <Stack
        spacing={2}
        sx={{ mt: 1 }}
        component="form"
        id={`${id}-form`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('Daily goal ({{unit}})', { unit: UNIT_LABEL[form.unit] })}
          type="number"
          value={form.goal}
          onChange={(e) => setForm((f) => ({ ...f, goal: e.target.value }))}
          error={tried && goal.error !== null}
          helperText={tried ? goal.error : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal', min: 0 } }}
          fullWidth
        />
        <TextField
          label={t("Today's total ({{unit}})", { unit: UNIT_LABEL[form.unit] })}
          type="number"
          value={form.today}
          onChange={(e) => setForm((f) => ({ ...f, today: e.target.value }))}
          error={tried && today.error !== null}
          helperText={tried ? today.error : t('Change it if your taps missed a drink.')}
          slotProps={{ htmlInput: { inputMode: 'decimal', min: 0 } }}
          fullWidth
        />
        {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button type="submit" form={`${id}-form`} variant="contained" disabled={busy}>
          {t('Save')}
        </Button>
      </Stack>
    </>
  );
}
