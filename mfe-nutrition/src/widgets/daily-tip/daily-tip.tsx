import { tipOfDay, type TipCategory } from '@chairside/contracts/web';
import { SectionCard, Chip, Typography } from '@chairside/ui';
import { useMemo } from 'react';
import { t as translate, useT } from '../../shared/i18n';

/** The category's name on its chip ('Meal prep'). */
function categoryLabel(c: TipCategory): string {
  switch (c) {
    case 'nutrition':
      return translate('Nutrition');
    case 'fitness':
      return translate('Fitness');
    case 'hydration':
      return translate('Hydration');
    case 'sleep':
      return translate('Sleep');
    case 'mindfulness':
      return translate('Mindfulness');
    case 'meal-prep':
      return translate('Meal prep');
    case 'recovery':
      return translate('Recovery');
  }
}

export function DailyTip() {
  const t = useT();
  // The contracts' English tip is its own key (shared/i18n/data-texts.json lists them for the translation check).
  const tip = useMemo(() => tipOfDay(new Date()), []);
  return (
    <SectionCard title={t('Daily Tip')}>
      <Chip label={categoryLabel(tip.category)} size="small" sx={{ mb: 1 }} />
      <Typography>{t(tip.text)}</Typography>
    </SectionCard>
  );
}
