import { averageOfLoggedDays, DEFAULT_GOALS, parseVoiceFood, sumMacros } from '@chairside/contracts/web';
import {
  DailyBarsChart,
  FoodAnalysisSummary,
  FoodEntryList,
  MacroOverview,
  ParsedFoodEntry,
  PhoneFrame,
  PHONE_WIDTH,
  SectionCard,
  StatCard,
  MicIcon,
  formatKcal,
  useMediaQuery,
  Box,
  Button,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@chairside/ui';

// Sample data only (marketing mockups never show the user's data), drawn with the same
// pieces the dashboard draws with, so the previews change when the product does.
const SAMPLE_DAY = [
  {
    id: 's1',
    foodName: 'Greek yogurt with berries',
    mealType: 'breakfast',
    calories: 220,
    protein: 15,
    carbs: 28,
    fat: 5,
  },
  { id: 's2', foodName: 'Chicken Caesar salad', mealType: 'lunch', calories: 480, protein: 35, carbs: 18, fat: 28 },
  { id: 's3', foodName: 'Apple and almonds', mealType: 'snack', calories: 265, protein: 6, carbs: 31, fat: 15 },
] as const;

function DashboardMock() {
  return (
    <Stack spacing={1}>
      <MacroOverview totals={sumMacros(SAMPLE_DAY)} goals={DEFAULT_GOALS} />
      <SectionCard title="Food Diary - Today">
        <FoodEntryList entries={SAMPLE_DAY} />
      </SectionCard>
    </Stack>
  );
}

const SAMPLE_ANALYSIS = {
  foodName: 'Grilled salmon bowl',
  calories: 640,
  protein: 42,
  carbs: 55,
  fat: 24,
  confidence: 0.92,
  note: 'About one fillet over a cup of rice.',
  ingredients: ['salmon', 'rice', 'avocado', 'edamame'],
};

function ScannerMock() {
  return (
    <Stack spacing={1}>
      <Tabs value={0} variant="fullWidth" aria-label="Logging method">
        <Tab label="AI Photo" />
        <Tab label="Barcode" />
        <Tab label="Manual" />
      </Tabs>
      <Typography variant="h6" component="p">
        {SAMPLE_ANALYSIS.foodName}
      </Typography>
      <FoodAnalysisSummary
        result={SAMPLE_ANALYSIS}
        mealType="lunch"
        calorieGoal={DEFAULT_GOALS.calorieGoal}
        hour={12}
      />
      <Button variant="contained">Save to Diary</Button>
    </Stack>
  );
}

function CommunityMock() {
  return (
    <Stack spacing={1}>
      {[
        { who: 'Dr. Priya N.', text: 'Neck stretch streak: 12 days!' },
        { who: 'Jamie L.', text: 'Prepped lunches for the whole week.' },
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
  const heard = 'I had a cup of oatmeal for breakfast';
  const parsed = parseVoiceFood(heard);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', pt: 4 }}>
      <Box
        sx={{
          width: 96,
          height: 96,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontSize: 48,
        }}
      >
        <MicIcon fontSize="inherit" />
      </Box>
      <Typography>Listening...</Typography>
      <Typography variant="body2" color="text.secondary">
        “{heard}”
      </Typography>
      {parsed ? <ParsedFoodEntry parsed={parsed} /> : null}
      <Button variant="contained">Log This Food</Button>
    </Stack>
  );
}

/** A sample week, Monday to Sunday, drawn by the progress page's own chart. */
// A fixed sample week (Monday 8 to Sunday 14 June 2026), so the chart labels its days as it does in the app.
const SAMPLE_WEEK = [1720, 1980, 1850, 2240, 1790, 1910, 1460].map((value, i) => ({
  date: `2026-06-${String(8 + i).padStart(2, '0')}`,
  value,
}));

function AnalyticsMock() {
  const average = averageOfLoggedDays(SAMPLE_WEEK.map((d) => d.value)) ?? 0;
  return (
    <Stack spacing={1}>
      <StatCard label="Weekly average" value={`${formatKcal(average)} kcal`} />
      <StatCard label="Streak" value="7 days" />
      <DailyBarsChart
        days={SAMPLE_WEEK}
        goal={DEFAULT_GOALS.calorieGoal}
        unit=" kcal"
        summary="Sample week of calories against a 2,000 kcal goal"
      />
    </Stack>
  );
}

function HealthSyncMock() {
  return (
    <Stack spacing={1}>
      {['Apple Health', 'Google Fit'].map((p, i) => (
        <SectionCard key={p} title={p}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {i === 0 ? 'Connected · synced 14 entries' : 'Not connected'}
          </Typography>
          {i === 0 ? (
            <LinearProgress variant="determinate" value={100} />
          ) : (
            <Button variant="outlined" size="small">
              Connect
            </Button>
          )}
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
  const narrow = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  const scale = narrow ? 0.52 : 0.8;
  return (
    <Box component="section" aria-labelledby="mockups-title" sx={{ minWidth: 0 }}>
      <Typography id="mockups-title" variant="h2" component="h2" sx={{ mb: 2 }}>
        See it on your phone
      </Typography>
      {/* Every frame whole on the page: two smaller phones a row on a phone, as many as fit on a desktop. */}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          justifyContent: 'center',
          gridTemplateColumns: `repeat(auto-fill, ${PHONE_WIDTH * scale}px)`,
        }}
      >
        {MOCKUPS.map(([title, Mock]) => (
          <PhoneFrame key={title} title={title} scale={scale}>
            <Mock />
          </PhoneFrame>
        ))}
      </Box>
    </Box>
  );
}
