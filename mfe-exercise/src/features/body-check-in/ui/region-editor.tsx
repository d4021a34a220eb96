import { type BodyRegionName, type BodySide } from '@chairside/contracts/web';
import { BODY_CHECK_IN_LIMITS, BODY_SIDES, isSidedRegion } from '@chairside/contracts/web-lazy';
import { Box, Stack, Typography } from '@chairside/ui';
import { FormControlLabel, FormHelperText, Switch } from '@chairside/ui/forms';
import { useEffect, useRef, type Ref } from 'react';
import type { CheckInForm } from '../model/check-in-form';
import { useT } from '../../../shared/i18n';
import { regionLabel } from '../../../shared/i18n/labels';
import { sidePrompt, withFlag, withScore, withSide } from '../model/check-in-form';
import { ChoiceCells, type Choice } from './choice-cells';

const word = (text: string) => (
  <Box component="span" sx={{ fontSize: 11, fontWeight: 400 }}>
    {` ${text}`}
  </Box>
);

/** The score cells, their end words in the active language. */
const scoreChoices = (t: ReturnType<typeof useT>): Choice<number>[] =>
  Array.from({ length: BODY_CHECK_IN_LIMITS.maxScore + 1 }, (_, n) => ({
    value: n,
    label: (
      <>
        <span>{n}</span>
        {n === 0 ? word(t('none')) : n === BODY_CHECK_IN_LIMITS.maxScore ? word(t('worst')) : null}
      </>
    ),
  }));

const sideChoices = (t: ReturnType<typeof useT>): Choice<BodySide>[] =>
  BODY_SIDES.map((s) => ({ value: s, label: s === 'left' ? t('Left') : s === 'right' ? t('Right') : t('Both') }));

// A switch's row is a 44 px target as a whole: its label is part of it. One row each, so no label
// sits inside the other's tap area.
const switchRowSx = { minHeight: 44, mr: 0 } as const;

/**
 * The selected region's answers: trouble in the last 7 days (0-10), kept from normal work, the side
 * of a paired region (asked once it has a score), numbness or tingling. It takes focus when a region
 * is chosen, so a keyboard or screen reader goes straight on to the score.
 */
export function RegionEditor({
  region,
  form,
  sideMissing,
  onChange,
  ref,
}: {
  region: BodyRegionName;
  form: CheckInForm;
  sideMissing: boolean;
  onChange: (form: CheckInForm) => void;
  ref?: Ref<HTMLElement>;
}) {
  const t = useT();
  const r = form[region];
  const label = regionLabel(region);
  const headingId = `body-region-${region}-heading`;
  const promptId = `body-region-${region}-side-prompt`;
  const sideRef = useRef<HTMLDivElement>(null);
  // The side is asked below the score: on a phone it may be under the fold, so it is scrolled to.
  useEffect(() => {
    if (sideMissing) sideRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [sideMissing, region]);
  return (
    <Box
      component="section"
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, outline: 'none', scrollMarginTop: 16 }}
    >
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1.5, fontSize: '1.15rem' }}>
        {label}
      </Typography>
      <Stack spacing={2}>
        <ChoiceCells
          name={`score-${region}`}
          legend={t('Trouble in the last 7 days (0 none, 10 worst)')}
          choices={scoreChoices(t)}
          value={r.score}
          onChange={(score) => onChange(withScore(form, region, score))}
          columns={{ xs: 'repeat(6, minmax(44px, 1fr))', md: 'repeat(11, minmax(44px, 1fr))' }}
        />
        {isSidedRegion(region) && r.score > 0 ? (
          <Box ref={sideRef} sx={{ scrollMarginBottom: 16 }}>
            <ChoiceCells
              name={`side-${region}`}
              legend={t('Side')}
              choices={sideChoices(t)}
              value={r.side}
              onChange={(side) => onChange(withSide(form, region, side))}
              columns={{ xs: 'repeat(3, minmax(72px, 1fr))' }}
              describedBy={sideMissing ? promptId : undefined}
            />
            {/* Not an error: the member is not finished yet, and Save waits for the answer. */}
            {sideMissing ? <FormHelperText id={promptId}>{sidePrompt()}</FormHelperText> : null}
          </Box>
        ) : null}
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <FormControlLabel
            sx={switchRowSx}
            control={
              <Switch
                checked={r.keptFromWork}
                disabled={r.score === 0}
                onChange={(e) => onChange(withFlag(form, region, 'keptFromWork', e.target.checked))}
              />
            }
            label={t('Kept me from normal work')}
          />
          <FormControlLabel
            sx={switchRowSx}
            control={
              <Switch
                checked={r.numbness}
                onChange={(e) => onChange(withFlag(form, region, 'numbness', e.target.checked))}
              />
            }
            label={t('Numbness or tingling')}
          />
        </Stack>
      </Stack>
    </Box>
  );
}
