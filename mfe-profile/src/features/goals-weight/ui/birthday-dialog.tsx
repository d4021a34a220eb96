import { useLocale, Alert, Stack } from '@chairside/ui';
import { MenuItem, TextField } from '@chairside/ui/forms';
import { useState } from 'react';
import { SubDialog } from '../../../shared/ui/sub-dialog';
import { BIRTH_YEARS, DAYS, monthNames, parseBirthday, toBirthday } from '../model/birthday';
import { useT } from '../../../shared/i18n';

/** A starting point for someone who has never set a birthday: mid-range of the year list. */
const START = { year: 1990, month: 1, day: 1 };

/** Set Birthday: month, day and year columns; stored YYYY-MM-DD; impossible dates refused. */
export function BirthdayDialog({
  dateOfBirth,
  saving,
  onBack,
  onSave,
}: {
  dateOfBirth: string | null;
  saving: boolean;
  onBack: () => void;
  onSave: (date: string) => void;
}) {
  const [parts, setParts] = useState(() => parseBirthday(dateOfBirth) ?? START);
  const t = useT();
  const locale = useLocale();
  const result = toBirthday(parts.year, parts.month, parts.day, locale);
  const set = (key: keyof typeof parts) => (e: { target: { value: string } }) =>
    setParts((p) => ({ ...p, [key]: Number(e.target.value) }));

  return (
    <SubDialog
      title={t('Set Birthday')}
      onBack={onBack}
      onSave={() => result.ok && onSave(result.date)}
      saving={saving}
      saveDisabled={!result.ok}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction="row" spacing={1}>
          <TextField select label={t('Month')} value={parts.month} onChange={set('month')} sx={{ flex: 3 }}>
            {monthNames(locale).map((m, i) => (
              <MenuItem key={i} value={i + 1}>
                {m}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('Day')} value={parts.day} onChange={set('day')} sx={{ flex: 2 }}>
            {DAYS.map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('Year')} value={parts.year} onChange={set('year')} sx={{ flex: 2 }}>
            {BIRTH_YEARS.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {result.ok ? null : <Alert severity="error">{result.message}</Alert>}
      </Stack>
    </SubDialog>
  );
}
