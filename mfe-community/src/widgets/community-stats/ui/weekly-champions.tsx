import { Avatar, Box, Chip, SectionCard, Typography } from '@chairside/ui';
import { t, useT } from '../../../shared/i18n';

// A static list. Written as sample content and labelled so, never passed off as live rankings. Names
// stay as they are; roles and feats are worded in the reader's language when drawn.
const CHAMPIONS = [
  {
    name: 'Dr. Priya Nair',
    role: () => t('General dentist'),
    feat: () => t('Logged every meal for 7 days'),
    colour: '#0f766e',
  },
  {
    name: 'Marcus Lee',
    role: () => t('Dental hygienist'),
    feat: () => t('18 stretch breaks between patients'),
    colour: '#7c3aed',
  },
  {
    name: 'Elena Rossi',
    role: () => t('Orthodontic assistant'),
    feat: () => t('Hit her protein goal 6 of 7 days'),
    colour: '#c2410c',
  },
] as const;

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .split(' ')
    .map((w) => w[0])
    .join('');

export function WeeklyChampions() {
  const t = useT();
  return (
    <SectionCard title={t('Weekly Champions')} action={<Chip size="small" label={t('Sample')} variant="outlined" />}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {CHAMPIONS.map((c, i) => (
          <Box component="li" key={c.name} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Typography sx={{ width: 20, fontWeight: 700, color: 'text.secondary' }} aria-hidden>
              {i + 1}
            </Typography>
            <Avatar aria-hidden sx={{ bgcolor: c.colour, color: '#fff', width: 36, height: 36, fontSize: '0.9rem' }}>
              {initials(c.name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{c.name}</Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {c.role()}
              </Typography>
              <Typography variant="body2">{c.feat()}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {t('Sample leaderboard: weekly rankings are not live yet.')}
      </Typography>
    </SectionCard>
  );
}
