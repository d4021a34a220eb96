import { type StretchCategoryName, type StretchReminderSettings } from '@chairside/contracts/web';
import { STRETCH_CATEGORIES } from '@chairside/contracts/web-lazy';
import {
  useCallFailed,
  useToast,
  Button,
  SectionCard,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  LoadFailed,
} from '@chairside/ui';
import { FormControlLabel, FormHelperText, MenuItem, Switch, TextField } from '@chairside/ui/forms';
import { useState } from 'react';
import { useGetStretchRemindersQuery, useSaveStretchRemindersMutation } from '../../../entities/stretch-reminders';
import { useT } from '../../../shared/i18n';
import { areaLabel } from '../../../shared/i18n/area-label';
import { CADENCE_CHOICES, checkReminders, dayName, reminderSummary, WEEK_ORDER } from '../model/reminder-form';
import { NotificationPermission } from './notification-permission';

function ReminderForm({ saved }: { saved: StretchReminderSettings }) {
  const [form, setForm] = useState(saved);
  const t = useT();
  const [save, { isLoading }] = useSaveStretchRemindersMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const errors = checkReminders(form);
  const invalid = Object.keys(errors).length > 0;
  const set = <K extends keyof StretchReminderSettings>(key: K, value: StretchReminderSettings[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function submit() {
    if (invalid) return;
    const r = await save(form);
    // The form keeps what the user chose, so Save can be pressed again.
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to save your reminders. Please try again.'),
        variant: 'destructive',
      });
    toast({ title: form.enabled ? t('Reminders saved') : t('Reminders off'), description: reminderSummary(form) });
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormControlLabel
        control={<Switch checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} />}
        label={t('Remind me to stretch during clinic hours')}
      />
      <div>
        <Typography id="clinic-days-label" variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
          {t('Clinic days')}
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="clinic-days-label"
          value={form.days}
          onChange={(_e, days: number[]) => set('days', days)}
          size="small"
          color="primary"
          sx={{ flexWrap: 'wrap' }}
        >
          {WEEK_ORDER.map((d) => (
            <ToggleButton key={d} value={d} sx={{ minWidth: 44, minHeight: 44 }}>
              {dayName(d)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {errors.days ? <FormHelperText error>{errors.days}</FormHelperText> : null}
      </div>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <TextField
          id="clinic-start"
          label={t('Clinic opens')}
          type="time"
          value={form.startTime}
          onChange={(e) => set('startTime', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 150 }}
        />
        <TextField
          id="clinic-end"
          label={t('Clinic closes')}
          type="time"
          value={form.endTime}
          onChange={(e) => set('endTime', e.target.value)}
          error={Boolean(errors.endTime)}
          helperText={errors.endTime}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 150 }}
        />
        <TextField
          id="break-cadence"
          select
          label={t('Break every')}
          value={form.cadenceMinutes}
          onChange={(e) => set('cadenceMinutes', Number(e.target.value))}
          // At least as wide as the times beside it, wider where the language needs it ("30 Minuten").
          sx={{ minWidth: 150 }}
        >
          {CADENCE_CHOICES.map((m) => (
            <MenuItem key={m} value={m}>
              {t('{{count}} minutes', { defaultValue_one: '{{count}} minute', count: m })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <div>
        <Typography id="focus-areas-label" variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
          {t('Where do you feel tight? Breaks start with these areas.')}
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="focus-areas-label"
          value={form.focusAreas}
          onChange={(_e, areas: StretchCategoryName[]) => set('focusAreas', areas)}
          size="small"
          color="primary"
          sx={{ flexWrap: 'wrap' }}
        >
          {STRETCH_CATEGORIES.map((c) => (
            <ToggleButton key={c} value={c} sx={{ minHeight: 44 }}>
              {areaLabel(c)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <Typography variant="body2" color="text.secondary" role="status">
        {reminderSummary(form)}
      </Typography>
      <NotificationPermission />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={invalid || isLoading}>
          {isLoading ? t('Saving...') : t('Save reminders')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Clinic-day reminders: clinic days, hours and a cadence; while Chairside is open, the
 * break coach prompts at each step inside those hours and nowhere else.
 */
export function StretchRemindersCard() {
  const t = useT();
  const { data, isError, refetch } = useGetStretchRemindersQuery();
  return (
    <SectionCard title={t('Clinic-day reminders')} id="stretch-reminders">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(
          'The interval follows the micro-break evidence: a stretch of a minute or two every 20 to 40 minutes of chairside work. Chairside can prompt you while it is open — only inside your clinic hours.',
        )}
      </Typography>
      {isError ? (
        <LoadFailed onRetry={refetch}>{t('Your reminder settings could not be loaded.')}</LoadFailed>
      ) : data ? (
        // Keyed by the saved value: a save elsewhere (another tab) resets the form to it.
        <ReminderForm key={JSON.stringify(data)} saved={data} />
      ) : (
        <Typography color="text.secondary">{t('Loading your reminders...')}</Typography>
      )}
    </SectionCard>
  );
}
