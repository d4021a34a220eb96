export type TipCategory = 'nutrition' | 'fitness' | 'hydration' | 'sleep' | 'mindfulness' | 'meal-prep' | 'recovery';

/** decisions.md: 7 categories (the seventh is recovery), 5 tips each, for dental professionals. */
export const DAILY_TIPS: Record<TipCategory, readonly string[]> = {
  nutrition: [
    'Pack a protein-rich lunch: it keeps you steady through long afternoon procedures.',
    'Swap the staff-room biscuits for a handful of nuts and an apple.',
    'Eat a proper breakfast before your first patient; a low-sugar morning is easier on focus.',
    'Add vegetables to every meal: half a plate is a simple rule between appointments.',
    'Limit sticky, sugary snacks; you know better than anyone what they do to teeth.',
  ],
  fitness: [
    'Take the stairs between floors; small climbs add up over a clinic week.',
    'Strengthen your upper back twice a week: rows and face pulls counter the chairside lean.',
    'A 10-minute walk after lunch lifts energy for the afternoon list.',
    'Train your core: it carries the load your back takes when you lean over the chair.',
    'Book your workouts like patients: a fixed slot in the calendar gets done.',
  ],
  hydration: [
    'Keep a water bottle in the sterilisation room and sip between patients.',
    'Drink a glass of water with every coffee.',
    'Under loupes and a mask you lose water without noticing; aim for pale urine.',
    'Start the day with a full glass of water before the first patient.',
    'Add a slice of lemon or cucumber if plain water is hard to keep up.',
  ],
  sleep: [
    'Keep the same wake-up time on clinic and non-clinic days.',
    'Stop caffeine eight hours before bed.',
    'Dim screens an hour before sleep; charting can wait until morning.',
    'A cool, dark bedroom helps you recover from a day of fine motor work.',
    'Aim for seven to nine hours: steady hands start with rest.',
  ],
  mindfulness: [
    'Take three slow breaths while you wash your hands between patients.',
    'Relax your jaw and shoulders at each chair change; tension creeps in unnoticed.',
    'Notice one thing that went well at the end of each day.',
    'Give yourself two quiet minutes at lunch before checking messages.',
    'When a procedure runs long, name the stress, then return to the task.',
  ],
  'meal-prep': [
    'Cook a double portion at dinner and take the second to work.',
    'Prepare a week of snack boxes on Sunday: veg sticks, hummus, cheese, fruit.',
    'Keep a simple lunch formula: protein, grain, vegetables, sauce.',
    'Batch-cook grains and roast a tray of vegetables for three days of lunches.',
    'Keep a spare healthy meal in the practice fridge for the days that overrun.',
  ],
  recovery: [
    'Do a neck and wrist stretch between every few patients.',
    'Alternate sitting and standing positions during the day where you can.',
    'Use your loupes and adjust the chair height so you work with a neutral neck.',
    'Ease tight forearms with a few minutes of self-massage after clinic.',
    'Plan one rest day a week with no hard training.',
  ],
};

const CATEGORIES = Object.keys(DAILY_TIPS) as TipCategory[];

/** Day of the year, 1 on 1 January, in the device's local calendar. */
export function dayOfYear(date: Date): number {
  const start = new Date(date.getFullYear(), 0, 1);
  const today = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((today.getTime() - start.getTime()) / 86_400_000) + 1;
}

/** decisions: the category turns daily (day % 7) and the tip within it weekly (floor(day / 7) % 5). */
export function tipOfDay(date: Date): { category: TipCategory; text: string } {
  const day = dayOfYear(date);
  const category = CATEGORIES[day % CATEGORIES.length]!;
  const tips = DAILY_TIPS[category];
  return { category, text: tips[Math.floor(day / CATEGORIES.length) % tips.length]! };
}
