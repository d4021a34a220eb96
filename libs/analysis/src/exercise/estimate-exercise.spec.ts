import { parseDistanceKm, parseDurationMinutes } from './duration';
import { ACTIVITIES } from '@chairside/contracts';
import { estimateExercise } from './estimate-exercise';

describe('parseDurationMinutes', () => {
  it.each([
    ['30 min brisk walk', 30],
    ['45 mins of yoga', 45],
    ['yoga for 45 minutes', 45],
    ['swam 20min', 20],
    ['1 hour of tennis', 60],
    ['2 hrs hiking', 120],
    ['1h', 60],
    ['1h30 of hard cycling', 90],
    ['1h 30m cycling', 90],
    ['1 hour 15 minutes', 75],
    ['1 hour and 15 minutes', 75],
    ['1.5 hours', 90],
    ['an hour of pilates', 60],
    ['played tennis for an hour', 60],
    ['half an hour', 30],
    ['ran 5k in half an hour', 30],
    ['a quarter of an hour of stretching', 15],
    ['quarter hour', 15],
    ['three quarters of an hour', 45],
    ['an hour and a half', 90],
    ['2 and a half hours', 150],
    ['forty five minutes on the bike', 45],
    ['twenty-five minutes', 25],
    ['ninety minutes', 90],
    ['1:15 on the rower', 75],
    ['90 sec plank', 2],
    ['30 seconds', 1],
    ['a couple of hours gardening', 120],
  ])('%s -> %i', (text, minutes) => {
    expect(parseDurationMinutes(text)).toBe(minutes);
  });

  it('finds none where none is said, and never reads metres as minutes', () => {
    expect(parseDurationMinutes('went for a run')).toBeNull();
    expect(parseDurationMinutes('400m sprints')).toBeNull();
    expect(parseDurationMinutes('ran 5k')).toBeNull();
  });
});

describe('parseDistanceKm', () => {
  it('reads kilometres and miles', () => {
    expect(parseDistanceKm('ran 5k')).toBe(5);
    expect(parseDistanceKm('10 km bike')).toBe(10);
    expect(parseDistanceKm('3 miles')).toBeCloseTo(4.827);
    expect(parseDistanceKm('45 min')).toBeNull();
  });
});

describe('estimateExercise', () => {
  it('applies kcal = MET x kg x hours', () => {
    expect(estimateExercise('hard run for 30 minutes', 70)).toEqual({
      name: 'Running',
      description: 'Running, vigorous effort, 30 min at 11.5 MET for 70 kg.',
      duration: 30,
      intensity: 'high',
      caloriesBurned: 403, // 11.5 × 70 × 0.5 = 402.5
    });
    expect(estimateExercise('yoga for 45 minutes', 60)).toMatchObject({
      name: 'Yoga',
      intensity: 'medium',
      caloriesBurned: 135,
    }); // 3.0 × 60 × 0.75
    expect(estimateExercise('easy swim 20 mins', 80)).toMatchObject({
      name: 'Swimming',
      intensity: 'low',
      caloriesBurned: 160,
    }); // 6.0 × 80 × 1/3
  });

  it('reads effort words', () => {
    // Brisk is moderate walking: 3.5 × 70 × 0.5 = 122.5.
    expect(estimateExercise('30 min brisk walk', 70)).toMatchObject({
      name: 'Walking',
      intensity: 'medium',
      caloriesBurned: 123,
    });
    expect(estimateExercise('slow walk 30 min', 70)).toMatchObject({ intensity: 'low', caloriesBurned: 98 });
    expect(estimateExercise('walk 30 min', 70)).toMatchObject({ intensity: 'medium', caloriesBurned: 123 });
    expect(estimateExercise('lifted weights, heavy, 40 minutes', 90)).toMatchObject({
      name: 'Weight training',
      intensity: 'high',
      caloriesBurned: 360,
    }); // 6 × 90 × 2/3
    expect(estimateExercise('steady 1h30 of cycling', 70)).toMatchObject({
      name: 'Cycling',
      intensity: 'medium',
      duration: 90,
      caloriesBurned: 714,
    });
  });

  it('takes a running pace over the words', () => {
    expect(estimateExercise('ran 5k in half an hour', 70)).toMatchObject({ intensity: 'medium', caloriesBurned: 343 }); // 10 km/h: 9.8 MET
    expect(estimateExercise('easy 10k in 50 minutes', 70)).toMatchObject({ intensity: 'high' }); // 12 km/h
    expect(estimateExercise('5k in 45 min', 70)).toMatchObject({ intensity: 'low' }); // 6.7 km/h
  });

  it('knows synonyms and prefers the specific activity', () => {
    const name = (t: string) => estimateExercise(t, 70).name;
    expect(name('played ping pong for an hour')).toBe('Table tennis');
    expect(name('played tennis for an hour')).toBe('Tennis');
    expect(name('45 min spin class')).toBe('Stationary cycling');
    expect(name('mountain biking 2 hours')).toBe('Mountain biking');
    expect(name('neck stretch between patients, 5 minutes')).toBe('Ergonomic stretching');
    expect(name('jogged around the park')).toBe('Running');
    expect(name('deadlifts and squats')).toBe('Weight training');
    expect(name('cross-country skiing 1 hour')).toBe('Cross-country skiing');
    expect(name('20 min on the elliptical')).toBe('Elliptical');
    expect(name('Zumba class')).toBe('Aerobics');
  });

  it('assumes 30 minutes when no duration is given, and says so', () => {
    const r = estimateExercise('went for a run', 70);
    expect(r).toMatchObject({ duration: 30, caloriesBurned: 343 });
    expect(r.description).toContain('no duration given, so 30 min assumed');
  });

  it('gives a rough estimate for an activity it does not know', () => {
    const r = estimateExercise('underwater basket weaving for 40 minutes', 75);
    expect(r).toMatchObject({ name: 'Exercise', intensity: 'medium', duration: 40, caloriesBurned: 200 }); // 4.0 × 75 × 2/3
    expect(r.description).toContain('activity not recognised');
  });

  it('caps an absurd duration at a day', () => {
    expect(estimateExercise('walk 3000 hours', 70).duration).toBe(1440);
  });

  it('has at least 30 activities with rising MET by effort', () => {
    expect(ACTIVITIES.length).toBeGreaterThanOrEqual(30);
    for (const a of ACTIVITIES) {
      expect(a.met[0]).toBeLessThanOrEqual(a.met[1]);
      expect(a.met[1]).toBeLessThanOrEqual(a.met[2]);
    }
  });
});
