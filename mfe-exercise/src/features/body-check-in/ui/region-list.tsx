import { type BodyRegionName } from '@chairside/contracts/web';
import { BODY_REGIONS } from '@chairside/contracts/web-lazy';
import { Box, List, ListItem, ListItemButton, Typography } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { regionLabel } from '../../../shared/i18n/labels';
import { regionControlName, reportInWords, type CheckInForm } from '../model/check-in-form';

/**
 * The figure's twin: the nine regions in the Nordic order, each with its score, so the check-in can
 * be made without the picture (a screen reader, a region hard to point at, a small screen).
 */
export function RegionList({
  form,
  selected,
  onSelect,
}: {
  form: CheckInForm;
  selected: BodyRegionName | null;
  onSelect: (r: BodyRegionName) => void;
}) {
  const t = useT();
  return (
    <div>
      <Typography id="body-region-list-label" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('All regions')}
      </Typography>
      <List dense disablePadding aria-labelledby="body-region-list-label">
        {BODY_REGIONS.map((r) => {
          const words = reportInWords(r, form[r]);
          return (
            <ListItem key={r} disablePadding>
              <ListItemButton
                selected={selected === r}
                aria-pressed={selected === r}
                // Read as "Neck, no trouble"; the row shows the two apart.
                aria-label={regionControlName(r, form[r])}
                onClick={() => onSelect(r)}
                sx={{ minHeight: 44, borderRadius: 1, justifyContent: 'space-between', gap: 2 }}
              >
                <span>{regionLabel(r)}</span>{' '}
                <Box
                  component="span"
                  sx={{
                    color: form[r].score > 0 ? 'text.primary' : 'text.secondary',
                    fontWeight: form[r].score > 0 ? 600 : 400,
                  }}
                >
                  {words}
                </Box>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
