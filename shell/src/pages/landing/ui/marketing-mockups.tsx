import { DEFAULT_GOALS, sumMacros } from '@chairside/contracts';
import { FoodEntryList, MacroOverview, PhoneFrame, SectionCard, StatCard } from '@chairside/ui';
import { Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';

// Sample data only (spec 1: marketing mockups never show the user's data), drawn with the same
// pieces the dashboard draws with, so the previews change when the product does.
const SAMPLE_DAY = [
  { id: 's1', foodName: 'Greek yogurt with berries', mealType: 'breakfast', calories: 220, protein: 15, carbs: 28, fat: 5 },
  { id: 's2', foodName: 'Chicken Caesar salad', mealType: 'lunch', calories: 480, protein: 35, carbs: 18, fat: 28 },
  { id: 's3', foodName: 'Apple and almonds', mealType: 'snack', calories: 265, protein: 6, carbs: 31, fat: 15 },
] as const;

function DashboardMock() {
  return (
    <Stack spacing={1}>
      <MacroOverview totals={sumMacros(SAMPLE_DAY)} goals={DEFAULT_GOALS.dashboard} />
      <SectionCard title="Food Diary - Today">
        <FoodEntryList entries={SAMPLE_DAY} />
      </SectionCard>
    </Stack>
  );
}

function ScannerMock() {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={0.5}>
        <Chip label="AI Photo" color="primary" />
        <Chip label="Barcode" variant="outlined" />
        <Chip label="Manual" variant="outlined" />
      </Stack>
      <Box sx={{ height: 180, borderRadius: 2, bgcolor: '#d9e7e7', display: 'grid', placeItems: 'center' }}>
        <Typography color="text.secondary">Grilled salmon bowl</Typography>
      </Box>
      <Typography variant="h6" component="p">Salmon bowl · 640 kcal</Typography>
      <Typography variant="body2">Protein 42 g · Carbs 55 g · Fat 24 g</Typography>
      <Chip label="92% confident" color="success" size="small" sx={{ alignSelf: 'start' }} />
      <Button variant="contained">Save to Diary</Button>
    </Stack>
  );
}

function CommunityMock() {
  return (
    <Stack spacing={1}>
      {[
        { who: 'Dr. Priya N.', text: 'Neck stretch streak: 12 days!' },
        { who: 'Jamie L.', text: 'Prepped lunches for the whole week 🥗' },
        { who: 'Dr. Marco T.', text: 'Long surgery day, still hit my protein.' },
      ].map(({ who, text }) => (
        <SectionCard key={who} title={who}>
          <Typography variant="body2">{text}</Typography>
        </SectionCard>
      ))}
    </Stack>
  );
}

function VoiceMock() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', pt: 4 }}>
      <Box sx={{ width: 96, height: 96, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontSize: 40 }}>🎤</Box>
      <Typography>Listening...</Typography>
      <Typography variant="body2" color="text.secondary">“I had a cup of oatmeal for breakfast”</Typography>
      <SectionCard title="Oatmeal · 1 cup">
        <Typography variant="body2">Breakfast · 166 kcal · 6 g protein</Typography>
      </SectionCard>
    </Stack>
  );
}

function AnalyticsMock() {
  return (
    <Stack spacing={1}>
      <StatCard label="Weekly average" value="1,850 cal" />
      <StatCard label="Streak" value="7 days" />
      <Box sx={{ display: 'flex', alignItems: 'end', gap: 0.5, height: 120 }}>
        {[60, 80, 72, 95, 68, 88, 76].map((h, i) => <Box key={i} sx={{ flex: 1, height: `${h}%`, bgcolor: 'primary.light', borderRadius: 1 }} />)}
      </Box>
    </Stack>
  );
}

function HealthSyncMock() {
  return (
    <Stack spacing={1}>
      {['Apple Health', 'Google Fit'].map((p, i) => (
        <SectionCard key={p} title={p}>
          <Typography variant="body2" sx={{ mb: 1 }}>{i === 0 ? 'Connected · synced 14 entries' : 'Not connected'}</Typography>
          {i === 0 ? <LinearProgress variant="determinate" value={100} /> : <Button variant="outlined" size="small">Connect</Button>}
        </SectionCard>
      ))}
    </Stack>
  );
}

const MOCKUPS = [
  ['Dashboard', DashboardMock],
  ['AI food scanner', ScannerMock],
  ['Community', CommunityMock],
  ['Voice Logging', VoiceMock],
  ['Analytics', AnalyticsMock],
  ['Health Sync', HealthSyncMock],
] as const;

export function MarketingMockups() {
  return (
    <Box component="section" aria-labelledby="mockups-title" sx={{ minWidth: 0 }}>
      <Typography id="mockups-title" variant="h2" component="h2" sx={{ mb: 2 }}>See it on your phone</Typography>
      <Box sx={{ display: 'flex', gap: 3, overflowX: 'auto', pb: 2 }} tabIndex={0} aria-label="App previews">
        {MOCKUPS.map(([title, Mock]) => (
          <PhoneFrame key={title} title={title}>
            <Mock />
          </PhoneFrame>
        ))}
      </Box>
    </Box>
  );
}
