import { tipOfDay } from '@chairside/contracts/web';
import { SectionCard, Chip, Typography } from '@chairside/ui';
import { useMemo } from 'react';

const label = (c: string) => c.charAt(0).toUpperCase() + c.slice(1).replace('-', ' ');

export function DailyTip() {
  const tip = useMemo(() => tipOfDay(new Date()), []);
  return (
    <SectionCard title="Daily Tip">
      <Chip label={label(tip.category)} size="small" sx={{ mb: 1 }} />
      <Typography>{tip.text}</Typography>
    </SectionCard>
  );
}
