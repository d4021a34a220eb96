import { tipOfDay } from '@chairside/contracts';
import { SectionCard } from '@chairside/ui';
import { Chip, Typography } from '@mui/material';
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
