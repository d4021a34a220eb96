// '@chairside/ui/nutrition-details': a shared entry of its own (tools/webpack/federation.cjs) holding
// the detailed nutrition views no first screen shows: an analysis's summary and details, a parsed
// voice entry, the daily bars chart and the BMI scale. Shared modules load whole, so in libs/ui's
// index they (and the insight rules of '@chairside/contracts/web-lazy') would load with every page.
// Its files reach the rest of libs/ui as '@chairside/ui', never by a relative path, so they use the
// one shared copy of the translations, the theme and MUI.
export { FoodAnalysisSummary, ESTIMATE_BELOW } from './food-analysis-summary';
export { AnalysisDetails } from './analysis-details';
export { DailyBarsChart } from './daily-bars-chart';
export { ParsedFoodEntry } from './parsed-food-entry';
export { BmiScale } from './bmi-scale';
