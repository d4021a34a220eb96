import { DEMO_ACCOUNTS, PRODUCT } from '@chairside/contracts/web';
import {
  StatCard,
  Alert,
  AppBar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Toolbar,
  Typography,
} from '@chairside/ui';
import { t as translate, useT } from '../../../shared/i18n';
import { productTagline } from '../../../shared/lib/known-messages';
import { focusUsername } from '../use-protected-cta';

type Go = (target: string) => void;

export function LandingNav() {
  const t = useT();
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <Typography variant="h6" component="p" sx={{ color: 'primary.main', fontWeight: 800, flexGrow: 1 }}>
          {PRODUCT.name}
        </Typography>
        <Button variant="contained" onClick={focusUsername}>
          {t('Get Started')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}

export function DemoBanner() {
  const t = useT();
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" onClick={focusUsername}>
          {t('Login Now')}
        </Button>
      }
      sx={{ borderRadius: 0 }}
    >
      {t('Try it now with a demo account:')}{' '}
      {DEMO_ACCOUNTS.map((d, i) => (
        <span key={d.username}>
          {i ? ` ${t('or')} ` : ''}
          <strong>{d.username}</strong>
          {` / ${t('PIN')} `}
          <strong>{d.pin}</strong>
        </span>
      ))}
    </Alert>
  );
}

// Translated when drawn (`translate` is the module-level t: these tables are built before any language loads).
const TILES = [
  {
    id: 'fitness',
    title: () => translate('Fitness Tracking'),
    text: () => translate('Log workouts and see the calories you burn between appointments.'),
  },
  {
    id: 'food',
    title: () => translate('AI Food Analysis'),
    text: () => translate('Snap your lunch; get calories and macros in seconds.'),
  },
  {
    id: 'stretches',
    title: () => translate('Ergonomic Stretches'),
    text: () => translate('25 stretches for the neck, wrists, back, hips and ankles.'),
  },
];

export function Hero({ onExplore }: { onExplore: () => void }) {
  const t = useT();
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.8rem' } }}>
        {t('Wellness built for dental professionals')}
      </Typography>
      <Typography sx={{ my: 2, fontSize: '1.15rem' }} color="text.secondary">
        {t(
          'Dentists, hygienists and oral surgeons spend the day bent over a chair. {{product}} keeps your nutrition, movement and posture on track in seconds a day.',
          { product: PRODUCT.name },
        )}
      </Typography>
      <Button variant="outlined" onClick={onExplore}>
        {t('Explore Features')}
      </Button>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mt: 3 }}>
        {TILES.map((tile) => (
          <Card key={tile.id} variant="outlined">
            <CardContent>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
                {tile.title()}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {tile.text()}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

const FEATURES: {
  id: string;
  title: () => string;
  text: () => string;
  isNew?: boolean;
  cta: [() => string, string];
}[] = [
  {
    id: 'dashboard',
    title: () => translate('Dashboard with daily workout streak'),
    text: () => translate('Calories, macros and your streak at a glance.'),
    cta: [() => translate('View Dashboard'), '/dashboard'],
  },
  {
    id: 'photo',
    title: () => translate('AI photo analysis'),
    text: () => translate('Photograph a meal and let AI estimate it.'),
    cta: [() => translate('Try AI Analysis'), '/dashboard'],
  },
  {
    id: 'voice',
    title: () => translate('Voice logging'),
    text: () => translate('Say "I had a cup of oatmeal for breakfast".'),
    isNew: true,
    cta: [() => translate('Try Voice Logging'), '/dashboard'],
  },
  {
    id: 'stretches',
    title: () => translate('25 ergonomic stretches'),
    text: () => translate('Guided stretches for the five areas chairside work strains.'),
    isNew: true,
    cta: [() => translate('View Stretches'), '/stretches'],
  },
  {
    id: 'community',
    title: () => translate('Community'),
    text: () => translate('Share meals and wins with colleagues.'),
    cta: [() => translate('Join Community'), '/community'],
  },
  {
    id: 'exercise',
    title: () => translate('Exercise tracking'),
    text: () => translate('Runs, lifting or anything you describe.'),
    cta: [() => translate('Track Exercise'), '/dashboard'],
  },
  {
    id: 'health',
    title: () => translate('Health monitoring'),
    text: () => translate('Connect Apple Health or Google Fit.'),
    cta: [() => translate('Connect Health'), '/settings'],
  },
];

export function Features({ go }: { go: Go }) {
  const t = useT();
  return (
    <Box component="section" id="features" aria-labelledby="features-title" sx={{ scrollMarginTop: 80 }}>
      <Typography id="features-title" variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('Everything you need between patients')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 2 }}>
        {FEATURES.map((f) => (
          <Card key={f.id} variant="outlined">
            <CardContent>
              <Typography
                variant="h3"
                component="h3"
                sx={{ fontSize: '1.05rem', fontWeight: 700, display: 'flex', gap: 1, alignItems: 'center' }}
              >
                {f.title()}
                {f.isNew ? <Chip label={t('NEW')} color="secondary" size="small" /> : null}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {f.text()}
              </Typography>
              <Button size="small" onClick={() => go(f.cta[1])}>
                {f.cta[0]()}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

const TESTIMONIALS = [
  {
    id: 'priya',
    quote: () => translate('The neck stretches between patients changed my afternoons.'),
    who: () => translate('Dr. Priya N., general dentist'),
  },
  {
    id: 'jamie',
    quote: () => translate('Logging lunch takes me ten seconds now.'),
    who: () => translate('Jamie L., dental hygienist'),
  },
  {
    id: 'marco',
    quote: () => translate('Finally a tracker that understands long surgery days.'),
    who: () => translate('Dr. Marco T., oral surgeon'),
  },
];

export function SocialProof({ go }: { go: Go }) {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="community-title">
      <Typography id="community-title" variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('Loved chairside')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, mb: 2 }}>
        <StatCard label={t('Stretches')} value="25" hint={t('for 5 body areas')} />
        <StatCard
          label={t('Food logging')}
          value={t('{{count}} ways', { defaultValue_one: '{{count}} way', count: 4 })}
          hint={t('photo, barcode, voice, manual')}
        />
        <StatCard label={t('Seconds to log a meal')} value="10" hint={t('on average')} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        {TESTIMONIALS.map((quote) => (
          <Card key={quote.id} variant="outlined" component="figure" sx={{ m: 0 }}>
            <CardContent>
              <Typography component="blockquote" sx={{ m: 0 }}>
                {t('“{{quote}}”', { quote: quote.quote() })}
              </Typography>
              <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {quote.who()}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button variant="contained" onClick={() => go('/community')}>
          {t('Join Community')}
        </Button>
      </Box>
    </Box>
  );
}

export function LandingFooter() {
  const t = useT();
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        py: 3,
        mt: 4,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>
        {PRODUCT.name}{' '}
        <Typography component="span" color="text.secondary">
          {`— ${productTagline(PRODUCT.tagline)}`}
        </Typography>
      </Typography>
      <Link href="#features">{t('Features')}</Link>
      <Typography color="text.secondary">{`© ${new Date().getFullYear()} ${PRODUCT.name}`}</Typography>
    </Box>
  );
}
