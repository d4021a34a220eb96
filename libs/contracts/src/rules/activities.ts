/**
 * The one activity table (docs/decisions.md "Exercise numbers"): MET values by effort
 * (light / moderate / vigorous) from the Compendium of Physical Activities (Ainsworth et al. 2011,
 * and the 2024 adult update); codes in comments. The describe estimator (libs/analysis), the wizard's
 * Run and Weight Lifting and the stretches all read it, so one activity costs the same everywhere.
 * `words` are matched as whole words or phrases; the first activity whose word appears wins, so
 * specific ones come first.
 */
export interface Activity {
  name: string;
  words: readonly string[];
  met: readonly [light: number, moderate: number, vigorous: number];
}

export const ACTIVITIES: readonly Activity[] = [
  {
    name: 'Ergonomic stretching',
    words: ['ergonomic', 'desk stretch', 'desk stretches', 'neck stretch', 'wrist stretch', 'chairside stretch'],
    met: [2.0, 2.3, 2.8],
  }, // 02101
  {
    name: 'Stationary cycling',
    words: [
      'stationary bike',
      'stationary cycling',
      'exercise bike',
      'spin class',
      'spinning',
      'peloton',
      'indoor cycling',
    ],
    met: [3.5, 6.8, 8.8],
  }, // 02011-02014
  { name: 'Mountain biking', words: ['mountain bike', 'mountain biking', 'mtb'], met: [6.8, 8.5, 14.0] }, // 01013, 01009
  { name: 'Table tennis', words: ['table tennis', 'ping pong', 'ping-pong'], met: [4.0, 4.0, 5.0] }, // 15660
  { name: 'Jump rope', words: ['jump rope', 'jumping rope', 'skipping rope', 'skipping'], met: [8.8, 11.8, 12.3] }, // 15551-15553
  {
    name: 'Stair climbing',
    words: ['stair', 'stairs', 'stairmaster', 'stair climber', 'step machine', 'stepper'],
    met: [4.0, 6.8, 8.8],
  }, // 17133, 02065
  { name: 'Rowing', words: ['rowing', 'rower', 'row machine', 'erg'], met: [4.8, 7.0, 8.5] }, // 02070-02073
  { name: 'Elliptical', words: ['elliptical', 'cross trainer', 'crosstrainer'], met: [4.0, 5.0, 6.3] }, // 02048
  {
    name: 'HIIT',
    words: ['hiit', 'interval training', 'intervals', 'tabata', 'bootcamp', 'boot camp'],
    met: [5.0, 8.0, 10.0],
  }, // 02040 (2024: high-intensity interval)
  { name: 'CrossFit', words: ['crossfit', 'cross fit', 'wod'], met: [5.0, 8.0, 10.0] }, // 02040
  {
    name: 'Circuit training',
    words: ['circuit', 'circuits', 'kettlebell', 'kettlebells', 'functional training'],
    met: [4.3, 8.0, 9.8],
  }, // 02040, 02041
  {
    name: 'Weight training',
    words: [
      'weight',
      'weights',
      'weightlifting',
      'weight lifting',
      'lifting',
      'lifted',
      'lift',
      'strength',
      'resistance training',
      'gym',
      'deadlift',
      'deadlifts',
      'squat',
      'squats',
      'bench press',
      'dumbbell',
      'dumbbells',
      'barbell',
    ],
    met: [3.5, 5.0, 6.0],
  }, // 02054, 02052, 02050
  {
    name: 'Calisthenics',
    words: [
      'calisthenics',
      'push up',
      'push ups',
      'push-ups',
      'pushups',
      'sit ups',
      'sit-ups',
      'situps',
      'burpees',
      'plank',
      'planks',
      'bodyweight',
    ],
    met: [2.8, 3.8, 8.0],
  }, // 02022, 02020
  { name: 'Pilates', words: ['pilates', 'reformer'], met: [2.8, 3.0, 4.0] }, // 02105
  { name: 'Yoga', words: ['yoga', 'vinyasa', 'hatha', 'ashtanga'], met: [2.3, 3.0, 4.0] }, // 02150, 02170
  { name: 'Tai chi', words: ['tai chi', 'taichi', 'qigong'], met: [2.5, 3.0, 4.0] }, // 15670
  {
    name: 'Stretching',
    words: ['stretch', 'stretches', 'stretching', 'mobility', 'foam rolling'],
    met: [2.0, 2.3, 2.8],
  }, // 02101
  { name: 'Aerobics', words: ['aerobics', 'aerobic', 'step aerobics', 'zumba'], met: [5.0, 6.0, 7.3] }, // 03015, 03016, 03021
  { name: 'Dancing', words: ['dance', 'dancing', 'salsa', 'ballroom', 'ballet'], met: [3.0, 5.0, 7.3] }, // 03025, 03031
  { name: 'Hiking', words: ['hike', 'hiking', 'hiked', 'trekking', 'trek'], met: [5.3, 6.0, 7.8] }, // 17080, 17082
  {
    name: 'Running',
    words: [
      'run',
      'ran',
      'running',
      'jog',
      'jogging',
      'jogged',
      'sprint',
      'sprints',
      'sprinting',
      '5k',
      '10k',
      'marathon',
      'treadmill run',
    ],
    met: [7.0, 9.8, 11.5],
  }, // 12020, 12050, 12080
  {
    name: 'Walking',
    words: ['walk', 'walked', 'walking', 'stroll', 'strolling', 'treadmill', 'dog walk', 'walking the dog'],
    met: [2.8, 3.5, 5.0],
  }, // 17152, 17190, 17220
  {
    name: 'Cycling',
    words: ['cycle', 'cycled', 'cycling', 'bike', 'biked', 'biking', 'bicycle', 'bicycling'],
    met: [4.0, 6.8, 10.0],
  }, // 01010, 01015, 01050
  { name: 'Swimming', words: ['swim', 'swam', 'swimming', 'laps', 'pool'], met: [6.0, 8.3, 9.8] }, // 18310, 18240, 18230
  { name: 'Squash', words: ['squash', 'racquetball'], met: [7.0, 7.3, 12.0] }, // 15650, 15652
  { name: 'Tennis', words: ['tennis'], met: [5.0, 7.3, 8.0] }, // 15675, 15680
  { name: 'Badminton', words: ['badminton'], met: [4.5, 5.5, 7.0] }, // 15020, 15030
  { name: 'Pickleball', words: ['pickleball'], met: [4.0, 4.8, 6.0] }, // 15605 (2024)
  { name: 'Basketball', words: ['basketball', 'hoops', 'shooting baskets'], met: [4.5, 6.5, 8.0] }, // 15070, 15075, 15055
  { name: 'Soccer', words: ['soccer', 'football', 'futsal'], met: [5.0, 7.0, 10.0] }, // 15610, 15605
  { name: 'Volleyball', words: ['volleyball'], met: [3.0, 4.0, 6.0] }, // 15710, 15711
  { name: 'Golf', words: ['golf', 'golfing', 'driving range'], met: [3.0, 3.5, 4.8] }, // 15255, 15265
  {
    name: 'Cross-country skiing',
    words: ['cross country skiing', 'cross-country skiing', 'nordic skiing'],
    met: [6.8, 9.0, 12.5],
  }, // 19090
  { name: 'Skiing', words: ['ski', 'skiing', 'snowboard', 'snowboarding'], met: [4.3, 5.3, 8.0] }, // 19150-19160
  {
    name: 'Skating',
    words: ['skate', 'skating', 'ice skating', 'rollerblading', 'inline skating'],
    met: [5.5, 7.0, 9.0],
  }, // 19130, 19110
  { name: 'Climbing', words: ['climb', 'climbing', 'bouldering', 'rock climbing'], met: [5.8, 7.3, 8.0] }, // 15535, 15537
  { name: 'Boxing', words: ['boxing', 'punching bag', 'heavy bag', 'kickboxing', 'sparring'], met: [5.5, 7.8, 9.0] }, // 15100, 15110
  {
    name: 'Martial arts',
    words: ['martial arts', 'karate', 'judo', 'taekwondo', 'jiu jitsu', 'bjj', 'kung fu'],
    met: [4.0, 5.3, 10.3],
  }, // 15430, 15425
  {
    name: 'Kayaking',
    words: ['kayak', 'kayaking', 'canoe', 'canoeing', 'paddling', 'paddleboard', 'sup'],
    met: [3.5, 5.0, 7.0],
  }, // 18090, 18100
  { name: 'Horse riding', words: ['horse riding', 'horseback', 'riding a horse', 'equestrian'], met: [3.8, 5.5, 7.3] }, // 15370, 15380
  {
    name: 'Gardening',
    words: ['garden', 'gardening', 'mowing', 'mow the lawn', 'yard work', 'raking'],
    met: [3.0, 3.8, 5.0],
  }, // 08245, 08120
  { name: 'Housework', words: ['housework', 'cleaning', 'vacuuming', 'mopping', 'chores'], met: [2.3, 3.3, 3.8] }, // 05020, 05021
];

/** When the text names no activity we know: a light-to-moderate "exercise". */
export const UNKNOWN_ACTIVITY: Activity = { name: 'Exercise', words: [], met: [3.0, 4.0, 6.0] };

/** The weight used when the member has not given theirs (the profile's weight is null). */
export const DEFAULT_WEIGHT_KG = 70;

const EFFORT_INDEX = { low: 0, medium: 1, high: 2 } as const;

/** The activity of this name in the table (the wizard's fixed types name theirs). */
function activityNamed(name: string): Activity {
  const found = ACTIVITIES.find((a) => a.name === name);
  if (!found) throw new Error(`No activity named ${name}`);
  return found;
}

/** The MET of an activity at an effort. */
export function activityMet(activity: Activity, intensity: keyof typeof EFFORT_INDEX): number {
  return activity.met[EFFORT_INDEX[intensity]];
}

/** kcal = MET × kg × hours, whole kcal: every exercise number is this one sum. */
export function metCalories(met: number, weightKg: number, minutes: number): number {
  return Math.round(met * weightKg * (minutes / 60));
}

/** The wizard's Run and Weight Lifting are these rows of the table. */
export const WIZARD_ACTIVITIES = {
  run: activityNamed('Running'),
  weight_lifting: activityNamed('Weight training'),
} as const;
