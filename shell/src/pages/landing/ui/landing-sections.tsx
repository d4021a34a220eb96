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
import { focusUsername } from '../use-protected-cta';

type Go = (target: string) => void;

export function LandingNav() {
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
          Get Started
        </Button>
      </Toolbar>
    </AppBar>
  );
}

export function DemoBanner() {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" onClick={focusUsername}>
          Login Now
        </Button>
      }
      sx={{ borderRadius: 0 }}
    >
      Try it now with a demo account:{' '}
      {DEMO_ACCOUNTS.map((d, i) => (
        <span key={d.username}>
          {i ? ' or ' : ''}
          <strong>{d.username}</strong> / PIN <strong>{d.pin}</strong>
        </span>
      ))}
    </Alert>
  );
}

const TILES = [
  { title: 'Fitness Tracking', text: 'Log workouts and see the calories you burn between appointments.' },
  { title: 'AI Food Analysis', text: 'Snap your lunch; get calories and macros in seconds.' },
  { title: 'Ergonomic Stretches', text: '25 stretches for the neck, wrists, back, hips and ankles.' },
];

export function Hero({ onExplore }: { onExplore: () => void }) {
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.8rem' } }}>
        Wellness built for dental professionals
      </Typography>
      <Typography sx={{ my: 2, fontSize: '1.15rem' }} color="text.secondary">
        Dentists, hygienists and oral surgeons spend the day bent over a chair. {PRODUCT.name} keeps your nutrition,
        movement and posture on track in seconds a day.
      </Typography>
      <Button variant="outlined" onClick={onExplore}>
        Explore Features
      </Button>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mt: 3 }}>
        {TILES.map((t) => (
          <Card key={t.title} variant="outlined">
            <CardContent>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
                {t.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t.text}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

const FEATURES: { title: string; text: string; isNew?: boolean; cta: [string, string] }[] = [
  {
    title: 'Dashboard with daily workout streak',
    text: 'Calories, macros and your streak at a glance.',
    cta: ['View Dashboard', '/dashboard'],
  },
  {
    title: 'AI photo analysis',
    text: 'Photograph a meal and let AI estimate it.',
    cta: ['Try AI Analysis', '/dashboard'],
  },
  {
    title: 'Voice logging',
    text: 'Say "I had a cup of oatmeal for breakfast".',
    isNew: true,
    cta: ['Try Voice Logging', '/dashboard'],
  },
  {
    title: '25 ergonomic stretches',
    text: 'Guided stretches for the five areas chairside work strains.',
    isNew: true,
    cta: ['View Stretches', '/stretches'],
  },
  { title: 'Community', text: 'Share meals and wins with colleagues.', cta: ['Join Community', '/community'] },
  {
    title: 'Exercise tracking',
    text: 'Runs, lifting or anything you describe.',
    cta: ['Track Exercise', '/dashboard'],
  },
  { title: 'Health monitoring', text: 'Connect Apple Health or Google Fit.', cta: ['Connect Health', '/settings'] },
];

export function Features({ go }: { go: Go }) {
  return (
    <Box component="section" id="features" aria-labelledby="features-title" sx={{ scrollMarginTop: 80 }}>
      <Typography id="features-title" variant="h2" component="h2" sx={{ mb: 2 }}>
        Everything you need between patients
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 2 }}>
        {FEATURES.map((f) => (
          <Card key={f.title} variant="outlined">
            <CardContent>
              <Typography
                variant="h3"
                component="h3"
                sx={{ fontSize: '1.05rem', fontWeight: 700, display: 'flex', gap: 1, alignItems: 'center' }}
              >
                {f.title}
                {f.isNew ? <Chip label="NEW" color="secondary" size="small" /> : null}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {f.text}
              </Typography>
              <Button size="small" onClick={() => go(f.cta[1])}>
                {f.cta[0]}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

const TESTIMONIALS = [
  { quote: 'The neck stretches between patients changed my afternoons.', who: 'Dr. Priya N., general dentist' },
  { quote: 'Logging lunch takes me ten seconds now.', who: 'Jamie L., dental hygienist' },
  { quote: 'Finally a tracker that understands long surgery days.', who: 'Dr. Marco T., oral surgeon' },
];

export function SocialProof({ go }: { go: Go }) {
  return (
    <Box component="section" aria-labelledby="community-title">
      <Typography id="community-title" variant="h2" component="h2" sx={{ mb: 2 }}>
        Loved chairside
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, mb: 2 }}>
        <StatCard label="Stretches" value="25" hint="for 5 body areas" />
        <StatCard label="Food logging" value="4 ways" hint="photo, barcode, voice, manual" />
        <StatCard label="Seconds to log a meal" value="10" hint="on average" />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        {TESTIMONIALS.map((t) => (
          <Card key={t.who} variant="outlined" component="figure" sx={{ m: 0 }}>
            <CardContent>
              <Typography component="blockquote" sx={{ m: 0 }}>
                “{t.quote}”
              </Typography>
              <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t.who}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button variant="contained" onClick={() => go('/community')}>
          Join Community
        </Button>
      </Box>
    </Box>
  );
}

export function LandingFooter() {
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
          — {PRODUCT.tagline}
        </Typography>
      </Typography>
      <Link href="#features">Features</Link>
      <Typography color="text.secondary">
        © {new Date().getFullYear()} {PRODUCT.name}
      </Typography>
    </Box>
  );
}
