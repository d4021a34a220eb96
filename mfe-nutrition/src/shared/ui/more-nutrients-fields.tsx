import { Box, Button } from '@chairside/ui';
import { useId, useState } from 'react';
import type { EntryFieldErrors, EntryReview } from '../lib/entry-review';
import { useT } from '../i18n';
import { AmountField } from './amount-field';

type Extra = 'fibre' | 'saturatedFat' | 'sodium';

/**
 * Fibre, saturated fat and sodium behind a 'More nutrients' disclosure, so the form is no longer for
 * those who never fill them in. Closed, its button says what is already filled in (a label, a
 * reference food, an entry being edited); it stays open while one of them has a message.
 */
export function MoreNutrientsFields({
  idPrefix,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  value: Pick<EntryReview, Extra>;
  errors: EntryFieldErrors;
  onChange: (key: Extra, v: string) => void;
}) {
  const t = useT();
  const regionId = useId();
  const [opened, setOpened] = useState(false);
  const open = opened || !!(errors.fibre || errors.saturatedFat || errors.sodium);
  const known = (
    [
      [t('fibre'), value.fibre, 'g'],
      [t('saturated fat'), value.saturatedFat, 'g'],
      [t('sodium'), value.sodium, 'mg'],
    ] as const
  )
    .filter(([, v]) => (v ?? '').trim() !== '')
    .map(([name, v, unit]) => t('{{name}} {{amount}} {{unit}}', { name, amount: v!.trim(), unit }));
  return (
    <Box>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpened(!open)}
        sx={{ px: 0.5 }}
      >
        {open
          ? t('Fewer nutrients')
          : known.length
            ? t('More nutrients: {{known}}', { known: known.join(', ') })
            : t('More nutrients')}
      </Button>
      {/* Two a row: 'Saturated fat (g)' needs the room at 390 px. */}
      <Box
        id={regionId}
        role="group"
        aria-label={t('More nutrients')}
        hidden={!open}
        sx={{ display: open ? 'grid' : 'none', gap: 1, mt: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
      >
        {open ? (
          <>
            <AmountField
              id={`${idPrefix}-fibre`}
              label={t('Fibre (g)')}
              value={value.fibre ?? ''}
              onChange={(v) => onChange('fibre', v)}
              error={errors.fibre}
              step={0.1}
            />
            <AmountField
              id={`${idPrefix}-saturated-fat`}
              label={t('Saturated fat (g)')}
              value={value.saturatedFat ?? ''}
              onChange={(v) => onChange('saturatedFat', v)}
              error={errors.saturatedFat}
              step={0.1}
            />
            <AmountField
              id={`${idPrefix}-sodium`}
              label={t('Sodium (mg)')}
              value={value.sodium ?? ''}
              onChange={(v) => onChange('sodium', v)}
              error={errors.sodium}
              step={1}
            />
          </>
        ) : null}
      </Box>
    </Box>
  );
}
