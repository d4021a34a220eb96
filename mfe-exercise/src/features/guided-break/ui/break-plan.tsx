import { type SoreRegion, type BodyBreakSuggestion, type ErgonomicStretch } from '@chairside/contracts/web';
import { BODY_CHECK_IN_LIMITS } from '@chairside/contracts/web-lazy';
import { Box, Chip, List, ListItem, ListItemText, Typography } from '@chairside/ui';
import { stretchText } from '../../../entities/stretch';
import { useT } from '../../../shared/i18n';
import { areaLabel } from '../../../shared/i18n/area-label';
import { regionWords, type BreakAimWords } from '../../../shared/i18n/region-words';
import { planSummary, planTitle } from '../model/plan-words';

const LEFT_OUT_TITLE_ID = 'break-left-out-title';

/** What this week's check-in changed: its phrase, how many stretches lead the break for it, and what it left out. */
export interface PlanAim {
  /** The places the suggestion aims at (its `phrase` is English, so they are worded here); null: none. */
  phrase: BreakAimWords | null;
  aimedCount: number;
  leftOut: BodyBreakSuggestion['leftOut'];
  /** Places marked 8 or more that no listed stretch names: the rotation kept their strainers out too. */
  alsoSpared: SoreRegion[];
}

/** The stretches left out, each with the place it loads and the mark given: information, not a warning. */
function LeftOut({ leftOut, spared }: { leftOut: PlanAim['leftOut']; spared: SoreRegion[] }) {
  const t = useT();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={LEFT_OUT_TITLE_ID} variant="subtitle2" component="h3">
        {t('Left out')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('To spare a place you marked {{score}} or more, these stretches that strain it are not in this break:', {
          score: BODY_CHECK_IN_LIMITS.leaveOutFromScore,
        })}
      </Typography>
      <List dense disablePadding aria-labelledby={LEFT_OUT_TITLE_ID}>
        {leftOut.map((l) => (
          <ListItem key={l.stretchId} sx={{ px: 0, py: 0.25 }}>
            <ListItemText
              primary={t('{{name}}: strains your {{place}} (marked {{score}})', {
                name: stretchText(l.name),
                place: regionWords(l.region, l.side, true),
                score: l.score,
              })}
              slotProps={{ primary: { variant: 'body2', color: 'text.secondary' } }}
            />
          </ListItem>
        ))}
        {spared.map((s) => (
          <ListItem key={s.region} sx={{ px: 0, py: 0.25 }}>
            <ListItemText
              primary={t('Any stretch that strains your {{place}} (marked {{score}})', {
                place: regionWords(s.region, s.side, true),
                score: s.score,
              })}
              slotProps={{ primary: { variant: 'body2', color: 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** What the break will be, before it starts. */
export function BreakPlan({
  stretches,
  focused,
  aim,
  micro = false,
}: {
  stretches: readonly ErgonomicStretch[];
  focused: boolean;
  aim: PlanAim | null;
  /** The short break a clinic-hours reminder opens. */
  micro?: boolean;
}) {
  const t = useT();
  const seconds = stretches.reduce((sum, s) => sum + s.duration, 0);
  const phrase = aim?.phrase ?? null;
  const title = planTitle({ micro, phrase });
  return (
    <>
      {title ? (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
          {title}
        </Typography>
      ) : null}
      <Typography sx={{ mb: 1 }}>
        {planSummary({ count: stretches.length, seconds, focused, aimedCount: phrase ? (aim?.aimedCount ?? 0) : 0 })}
      </Typography>
      <List dense aria-label={t('Stretches in this break')}>
        {stretches.map((s, i) => (
          <ListItem
            key={s.id}
            divider={i < stretches.length - 1}
            secondaryAction={<Chip size="small" label={areaLabel(s.category)} />}
            sx={{ px: 0 }}
          >
            <ListItemText
              primary={`${i + 1}. ${stretchText(s.name)}`}
              secondary={t('{{count}} seconds', { defaultValue_one: '{{count}} second', count: s.duration })}
            />
          </ListItem>
        ))}
      </List>
      {aim && (aim.leftOut.length || aim.alsoSpared.length) ? (
        <LeftOut leftOut={aim.leftOut} spared={aim.alsoSpared} />
      ) : null}
    </>
  );
}
