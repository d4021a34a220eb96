import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@chairside/ui';
import { PRODUCT } from '@chairside/contracts/web';
import { t as translate, useT } from '../../shared/i18n';
import { remoteReleases } from '../../shared/lib/remote-releases';

/** What each remote is called on the panel: the part of the app its team builds. */
const PARTS: Record<string, () => string> = {
  mfe_nutrition: () => translate('Nutrition'),
  mfe_exercise: () => translate('Exercise and stretches'),
  mfe_community: () => translate('Community'),
  mfe_profile: () => translate('Profile and settings'),
};

/**
 * About Chairside: which version of each remote this page runs and whether it is a canary, as the
 * gateway chose them in the /remotes.json answer the page loaded with, so a member can read them
 * out to support. Loaded only when opened (it is not part of the first load).
 */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const releases = remoteReleases();
  return (
    <Dialog open onClose={onClose} aria-labelledby="about-title" fullWidth maxWidth="xs">
      <DialogTitle id="about-title">{t('About {{product}}', { product: PRODUCT.name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {t('The parts of the app this page runs. Support may ask you for these versions.')}
        </Typography>
        {releases.length === 0 ? (
          <Typography sx={{ mt: 2 }}>
            {t("The app's parts could not be found: reload the page to try again.")}
          </Typography>
        ) : (
          <List aria-label={t('Versions')}>
            {releases.map((r) => (
              <ListItem key={r.name} disableGutters data-remote={r.name} sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ListItemText
                  primary={PARTS[r.name]?.() ?? r.name}
                  secondary={`${r.name} · ${r.version ?? t('unversioned build')}`}
                  sx={{ overflowWrap: 'anywhere' }}
                />
                {r.canary && <Chip size="small" color="warning" variant="outlined" label={t('canary')} />}
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
