import {
  checkInRequest,
  formFrom,
  formProblems,
  regionControlName,
  withFlag,
  withScore,
  withSide,
  withSpotTap,
} from './check-in-form';

const none = { score: 0, keptFromWork: false, side: null, numbness: false };

describe('body check-in form', () => {
  it('starts with nine regions at no trouble, and sends nothing for them', () => {
    const form = formFrom();
    expect(Object.keys(form)).toEqual([
      'neck',
      'shoulders',
      'upper_back',
      'elbows',
      'wrists_hands',
      'lower_back',
      'hips_thighs',
      'knees',
      'ankles_feet',
    ]);
    expect(form.knees).toEqual(none);
    expect(formProblems(form)).toEqual({});
    expect(checkInRequest(form)).toEqual({});
  });

  it('sends only the regions marked: a score, or numbness with no score', () => {
    let form = withScore(formFrom(), 'neck', 6);
    form = withFlag(form, 'neck', 'keptFromWork', true);
    form = withSide(withScore(form, 'wrists_hands', 9), 'wrists_hands', 'right');
    form = withFlag(form, 'knees', 'numbness', true);
    expect(checkInRequest(form)).toEqual({
      neck: { score: 6, keptFromWork: true, side: null, numbness: false },
      wrists_hands: { score: 9, keptFromWork: false, side: 'right', numbness: false },
      knees: { score: 0, keptFromWork: false, side: null, numbness: true },
    });
  });

  it('asks a paired region scored above 0 for its side, in the contract words, until one is given', () => {
    const form = withScore(formFrom(), 'shoulders', 6);
    expect(formProblems(form)).toEqual({
      shoulders: 'Say which side: left, right or both (Shoulders)',
    });
    expect(formProblems(withSide(form, 'shoulders', 'both'))).toEqual({});
    // The neck has no sides: a score alone is complete.
    expect(formProblems(withScore(formFrom(), 'neck', 4))).toEqual({});
  });

  it('takes the side from a tap on a spot: the first tap sets it, the other spot then means both', () => {
    // A first tap on the right wrist, before any score: the side is right, and it survives the score.
    let form = withSpotTap(formFrom(), 'wrists_hands', 'right');
    expect(form.wrists_hands.side).toBe('right');
    // No score yet: a tap on the left one moves the side (a missed finger costs nothing).
    expect(withSpotTap(form, 'wrists_hands', 'left').wrists_hands.side).toBe('left');
    form = withScore(form, 'wrists_hands', 9);
    expect(form.wrists_hands).toEqual({ score: 9, keptFromWork: false, side: 'right', numbness: false });
    expect(formProblems(form)).toEqual({});
    // The same spot again changes nothing; the other spot, with a score given, makes it both.
    expect(withSpotTap(form, 'wrists_hands', 'right').wrists_hands.side).toBe('right');
    form = withSpotTap(form, 'wrists_hands', 'left');
    expect(form.wrists_hands.side).toBe('both');
    expect(withSpotTap(form, 'wrists_hands', 'right').wrists_hands.side).toBe('both');
    // The buttons still correct it, and a region without sides ignores the tap.
    expect(withSide(form, 'wrists_hands', 'left').wrists_hands.side).toBe('left');
    expect(withSpotTap(formFrom(), 'neck', 'right').neck.side).toBeNull();
  });

  it('drops the side and "kept from work" when a score goes back to 0, and keeps numbness', () => {
    let form = withSide(withScore(formFrom(), 'elbows', 5), 'elbows', 'left');
    form = withFlag(withFlag(form, 'elbows', 'keptFromWork', true), 'elbows', 'numbness', true);
    form = withScore(form, 'elbows', 0);
    expect(form.elbows).toEqual({ score: 0, keptFromWork: false, side: null, numbness: true });
    expect(formProblems(form)).toEqual({});
  });

  it('starts from the check-in saved today', () => {
    const saved = { ...formFrom(), lower_back: { score: 7, keptFromWork: true, side: null, numbness: false } };
    const form = formFrom({ regions: saved });
    expect(form.lower_back).toEqual({ score: 7, keptFromWork: true, side: null, numbness: false });
    // A copy: editing the form leaves the saved check-in as it was.
    withScore(form, 'lower_back', 2);
    expect(saved.lower_back.score).toBe(7);
  });

  it('names each control with its score and side, and bands the shade', () => {
    const form = withSide(withScore(formFrom(), 'knees', 8), 'knees', 'left');
    expect(regionControlName('neck', form.neck)).toBe('Neck, no trouble');
    expect(regionControlName('knees', form.knees)).toBe('Knees, 8 of 10, left');
    expect(regionControlName('knees', { ...form.knees, side: null })).toBe('Knees, 8 of 10, which side?');
    expect(regionControlName('neck', { ...none, score: 6 })).toBe('Neck, 6 of 10');
  });
});
