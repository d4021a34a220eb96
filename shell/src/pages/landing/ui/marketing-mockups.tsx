import { averageOfLoggedDays, DEFAULT_GOALS, sumMacros } from '@chairside/contracts/web';
import { parseVoiceFood } from '@chairside/contracts/web-lazy';
import {
  FoodEntryList,
  MacroOverview,
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
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useLocale,
} from '@chairside/ui';
import { DailyBarsChart, FoodAnalysisSummary, ParsedFoodEntry } from '@chairside/ui/nutrition-details';
import { t as translate, useT } from '../../../shared/i18n';

// Sample data only (marketing mockups never show the user's data), drawn with the same
// pieces the dashboard draws with, so the previews change when the product does. The sample's words
// are in the visitor's language, so they are made when drawn.
const sampleDay = () =>
  [
    {
      id: 's1',
      foodName: translate('Greek yogurt with berries'),
      mealType: 'breakfast',
      calories: 220,
      protein: 15,
      carbs: 28,
      fat: 5,
    },
    {
      id: 's2',
      foodName: translate('Chicken Caesar salad'),
      mealType: 'lunch',
      calories: 480,
      protein: 35,
      carbs: 18,
      fat: 28,
    },
    {
      id: 's3',
      foodName: translate('Apple and almonds'),
      mealType: 'snack',
      calories: 265,
      protein: 6,
      carbs: 31,
      fat: 15,
    },
  ] as const;

function DashboardMock() {
  const t = useT();
  const day = sampleDay();
  return (
    <Stack spacing={1}>
      <MacroOverview totals={sumMacros(day)} goals={DEFAULT_GOALS} />
      <SectionCard title={t('Food Diary - Today')}>
        <FoodEntryList entries={day} />
      </SectionCard>
    </Stack>
  );
}

const sampleAnalysis = () => ({
  foodName: translate('Grilled salmon bowl'),
  calories: 640,
  protein: 42,
  carbs: 55,
  fat: 24,
  confidence: 0.92,
  note: translate('About one fillet over a cup of rice.'),
  ingredients: [translate('salmon'), translate('rice'), translate('avocado'), translate('edamame')],
});

function ScannerMock() {
  const t = useT();
  const analysis = sampleAnalysis();
  return (
    <Stack spacing={1}>
      {/* The scan dialog's own method switch, so the preview needs no component of its own. */}
      <ToggleButtonGroup value="photo" exclusive fullWidth size="small" aria-label={t('Logging method')}>
        <ToggleButton value="photo">{t('AI Photo')}</ToggleButton>
        <ToggleButton value="barcode">{t('Barcode')}</ToggleButton>
        <ToggleButton value="manual">{t('Manual')}</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="h6" component="p">
        {analysis.foodName}
      </Typography>
      <FoodAnalysisSummary result={analysis} mealType="lunch" calorieGoal={DEFAULT_GOALS.calorieGoal} hour={12} />
      <Button variant="contained">{t('Save to Diary')}</Button>
    </Stack>
  );
}

function CommunityMock() {
  const t = useT();
  return (
    <Stack spacing={1}>
      {[
        { who: 'Dr. Priya N.', text: t('Neck stretch streak: 12 days!') },
        { who: 'Jamie L.', text: t('Prepped lunches for the whole week.') },
        { who: 'Dr. Marco T.', text: t('Long surgery day, still hit my protein.') },
      ].map(({ who, text }) => (
        <SectionCard key={who} title={who}>
          <Typography variant="body2">{text}</Typography>
        </SectionCard>
      ))}
    </Stack>
  );
}

function VoiceMock() {
  const t = useT();
  // The voice parser reads English: the sample is parsed as said in English and shown in the visitor's language.
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
      <Typography>{t('Listening...')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('“{{quote}}”', { quote: t('I had a cup of oatmeal for breakfast') })}
      </Typography>
      {parsed ? <ParsedFoodEntry parsed={parsed} /> : null}
      <Button variant="contained">{t('Log This Food')}</Button>
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
  const t = useT();
  const locale = useLocale();
  const average = averageOfLoggedDays(SAMPLE_WEEK.map((d) => d.value)) ?? 0;
  return (
    <Stack spacing={1}>
      <StatCard label={t('Weekly average')} value={`${formatKcal(average)} kcal`} />
      <StatCard label={t('Streak')} value={t('{{count}} days', { defaultValue_one: '{{count}} day', count: 7 })} />
      <DailyBarsChart
        days={SAMPLE_WEEK}
        goal={DEFAULT_GOALS.calorieGoal}
        unit=" kcal"
        summary={t('Sample week of calories against a {{goal}} kcal goal', { goal: (2000).toLocaleString(locale) })}
      />
    </Stack>
  );
}

function HealthSyncMock() {
  const t = useT();
  return (
    <Stack spacing={1}>
      {['Apple Health', 'Google Fit'].map((p, i) => (
        <SectionCard key={p} title={p}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {i === 0
              ? t('Connected · synced {{count}} entries', {
                  defaultValue_one: 'Connected · synced {{count}} entry',
                  count: 14,
                })
              : t('Not connected')}
          </Typography>
          {i === 0 ? (
            <LinearProgress variant="determinate" value={100} />
          ) : (
            <Button variant="outlined" size="small">
              {t('Connect')}
            </Button>
          )}
        </SectionCard>
      ))}
    </Stack>
  );
}

const MOCKUPS = [
  ['dashboard', () => translate('Dashboard'), DashboardMock],
  ['scanner', () => translate('AI food scanner'), ScannerMock],
  ['community', () => translate('Community'), CommunityMock],
  ['voice', () => translate('Voice Logging'), VoiceMock],
  ['analytics', () => translate('Analytics'), AnalyticsMock],
  ['health', () => translate('Health Sync'), HealthSyncMock],
] as const;

export function MarketingMockups() {
  const t = useT();
  const narrow = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  const scale = narrow ? 0.52 : 0.8;
  return (
    <Box component="section" aria-labelledby="mockups-title" sx={{ minWidth: 0 }}>
      <Typography id="mockups-title" variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('See it on your phone')}
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
        {MOCKUPS.map(([id, title, Mock]) => (
          <PhoneFrame key={id} title={title()} scale={scale}>
            <Mock />
          </PhoneFrame>
        ))}
      </Box>
    </Box>
  );
}
