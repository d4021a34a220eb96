import { todayQuery } from '@chairside/api-client';
import type { ErgonomicStretch } from '@chairside/contracts/web';
import { Box, Chip, Stack, Typography } from '@chairside/ui';
import { useId, useMemo } from 'react';
import {
  completedStretchIds,
  stretchTickEntries,
  useListExerciseEntriesOfDayQuery,
} from '../../../entities/exercise-entry';
import { StretchCard } from '../../../entities/stretch';
import { useT } from '../../../shared/i18n';
import { areaLabel } from '../../../shared/i18n/area-label';
import { groupByArea } from '../model/group-by-area';
import { CompleteStretchButton } from './complete-stretch-button';

function AreaSection({
  area,
  stretches,
  completed,
  ticks,
  compact,
  headingLevel,
}: {
  area: ErgonomicStretch['category'];
  stretches: ErgonomicStretch[];
  completed: Set<string>;
  ticks: Map<string, string>;
  compact: boolean;
  headingLevel: 'h2' | 'h3';
}) {
  const t = useT();
  const headingId = useId();
  const doneHere = stretches.filter((s) => completed.has(s.id)).length;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h2" component={headingLevel} sx={compact ? { fontSize: '1.1rem' } : {}}>
          {areaLabel(area)}
        </Typography>
        <Chip
          size="small"
          variant={doneHere ? 'filled' : 'outlined'}
          color={doneHere ? 'success' : 'default'}
          label={t('{{done}} of {{total}} done today', { done: doneHere, total: stretches.length })}
        />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: compact ? 1.5 : 2,
          gridTemplateColumns: compact
            ? 'minmax(0, 1fr)'
            : { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {stretches.map((s) => (
          <StretchCard
            key={s.id}
            stretch={s}
            compact={compact}
            headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
            action={<CompleteStretchButton stretch={s} completed={completed.has(s.id)} tickEntryId={ticks.get(s.id)} />}
          />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The stretches under their area headings, each completable; a stretch logged today (here, in a
 * guided break, or on another device) shows as completed.
 */
export function StretchesByArea({
  stretches,
  compact = false,
  headingLevel = 'h2',
}: {
  stretches: readonly ErgonomicStretch[];
  compact?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const { data: entries } = useListExerciseEntriesOfDayQuery(todayQuery());
  const completed = useMemo(() => completedStretchIds(entries ?? []), [entries]);
  const ticks = useMemo(() => stretchTickEntries(entries ?? []), [entries]);
  return (
    <Stack spacing={compact ? 3 : 4}>
      {groupByArea(stretches).map((g) => (
        <AreaSection
          key={g.area}
          area={g.area}
          stretches={g.stretches}
          completed={completed}
          ticks={ticks}
          compact={compact}
          headingLevel={headingLevel}
        />
      ))}
    </Stack>
  );
}
