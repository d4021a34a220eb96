/*
 * The weekly pain check-in, modelled on the Nordic Musculoskeletal Questionnaire (Kuorinka et al.,
 * Applied Ergonomics 1987): nine body regions, each with its trouble in the last 7 days, whether it
 * kept the member from normal work, the side where a region has two, and numbness or tingling.
 * From it: the stretches a break suggests, the trend over weeks, and when to suggest seeing a
 * health professional. Every sentence here states what the member reported, never a cause.
 */

/** The Nordic questionnaire's regions in its own order (also the tie-break between equal scores). */
export const BODY_REGIONS = [
  'neck',
  'shoulders',
  'upper_back',
  'elbows',
  'wrists_hands',
  'lower_back',
  'hips_thighs',
  'knees',
  'ankles_feet',
] as const;
export type BodyRegionName = (typeof BODY_REGIONS)[number];

/** The regions that come in pairs: a score above 0 on one of them says which side. */
export const SIDED_BODY_REGIONS: readonly BodyRegionName[] = [
  'shoulders',
  'elbows',
  'wrists_hands',
  'hips_thighs',
  'knees',
  'ankles_feet',
];
export const isSidedRegion = (r: BodyRegionName) => SIDED_BODY_REGIONS.includes(r);

export const BODY_SIDES = ['left', 'right', 'both'] as const;
export type BodySide = (typeof BODY_SIDES)[number];

/** Labels for a list or the body map's controls. */
export const BODY_REGION_LABELS: Record<BodyRegionName, string> = {
  neck: 'Neck',
  shoulders: 'Shoulders',
  upper_back: 'Upper back',
  elbows: 'Elbows',
  wrists_hands: 'Wrists/hands',
  lower_back: 'Lower back',
  hips_thighs: 'Hips/thighs',
  knees: 'Knees',
  ankles_feet: 'Ankles/feet',
};

/** How a region is named inside a sentence: one of a pair, the pair, or the whole region. */
const REGION_WORDS: Record<BodyRegionName, { one: string; both: string }> = {
  neck: { one: 'neck', both: 'neck' },
  shoulders: { one: 'shoulder', both: 'shoulders' },
  upper_back: { one: 'upper back', both: 'upper back' },
  elbows: { one: 'elbow', both: 'elbows' },
  wrists_hands: { one: 'wrist', both: 'wrists' },
  lower_back: { one: 'lower back', both: 'lower back' },
  hips_thighs: { one: 'hip', both: 'hips' },
  knees: { one: 'knee', both: 'knees' },
  ankles_feet: { one: 'ankle', both: 'ankles' },
};

export const BODY_CHECK_IN_LIMITS = {
  /** Trouble in the last 7 days: 0 none … 10 worst. */
  maxScore: 10,
  /** A stretch that loads a region marked this high or higher is left out of a suggestion. */
  leaveOutFromScore: 8,
  /** A region at this score or higher in `calmNoteRun` check-ins in a row brings the calm note. */
  calmNoteScore: 7,
  calmNoteRun: 3,
  /** One check-in a week by default: due again this many days after the last. */
  dueAfterDays: 7,
  /** The list and the trend look back this many weeks by default. */
  trendWeeks: 12,
  /** A suggestion names at most this many regions and stretches. */
  suggestionRegions: 2,
  suggestionStretches: 3,
} as const;

/*
 * Micro-breaks for surgeons: 90 s to 2 min every 20 to 40 minutes of procedure time (Park et al.,
 * Annals of Surgery, 2017). The minutes are the reminders' interval; the seconds, how long the break a
 * reminder opens lasts.
 */
export const MICRO_BREAK_LIMITS = {
  minMinutes: 20,
  maxMinutes: 40,
  defaultMinutes: 30,
  minBreakSeconds: 90,
  maxBreakSeconds: 120,
} as const;

/** The refusal of a micro-break interval, or null when it is within the evidence's range. */
export function microBreakMinutesProblem(minutes: number): string | null {
  const { minMinutes, maxMinutes } = MICRO_BREAK_LIMITS;
  if (!Number.isInteger(minutes) || minutes < minMinutes || minutes > maxMinutes)
    return `The break interval must be a whole number of minutes from ${minMinutes} to ${maxMinutes} (micro-breaks every 20 to 40 minutes of procedure time).`;
  return null;
}

/** One region of a check-in. `side` is null on a region without sides, and where the score is 0. */
export interface BodyRegionReport {
  score: number;
  keptFromWork: boolean;
  side: BodySide | null;
  numbness: boolean;
}
export type BodyRegionReports = Record<BodyRegionName, BodyRegionReport>;
export interface BodyCheckInLike {
  /** The member's day, YYYY-MM-DD. */
  date: string;
  regions: BodyRegionReports;
}

export const NO_TROUBLE: BodyRegionReport = { score: 0, keptFromWork: false, side: null, numbness: false };

/** What is wrong with one region's report, or null (the contract and the API both use it). */
export function regionReportProblem(region: BodyRegionName, r: BodyRegionReport): string | null {
  if (!Number.isInteger(r.score) || r.score < 0 || r.score > BODY_CHECK_IN_LIMITS.maxScore)
    return `score must be a whole number from 0 to ${BODY_CHECK_IN_LIMITS.maxScore}`;
  if (!isSidedRegion(region) && r.side !== null) return `${BODY_REGION_LABELS[region]} has no left or right side`;
  if (isSidedRegion(region) && r.score > 0 && r.side === null)
    return `say which side: left, right or both (${BODY_REGION_LABELS[region]})`;
  if (r.keptFromWork && r.score === 0) return 'kept from work needs a score above 0';
  return null;
}

/** "neck", "right wrist", "both knees", "shoulders" (a pair with no side given). */
export function regionInWords(region: BodyRegionName, side: BodySide | null): string {
  const w = REGION_WORDS[region];
  if (!isSidedRegion(region) || side === null) return w.both;
  return side === 'both' ? `both ${w.both}` : `${side} ${w.one}`;
}

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const nordicIndex = (r: BodyRegionName) => BODY_REGIONS.indexOf(r);

export interface SoreRegion {
  region: BodyRegionName;
  side: BodySide | null;
  score: number;
}

/** The regions with a score above 0, highest first, equal scores in the Nordic order. */
export function soreRegions(regions: BodyRegionReports): SoreRegion[] {
  return BODY_REGIONS.filter((r) => regions[r].score > 0)
    .map((r) => ({ region: r, side: regions[r].side, score: regions[r].score }))
    .sort((a, b) => b.score - a.score || nordicIndex(a.region) - nordicIndex(b.region));
}

/* ---------------------------------------------------------------- due */

export interface CheckInDue {
  due: boolean;
  /** The latest check-in's day, or null when there is none. */
  lastDate: string | null;
  /** The day the next check-in is due: the last + 7 days, or today when there is none. */
  dueDate: string;
}

const dayMs = (d: string) => Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10));
const daysFrom = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / 86_400_000);
const plusDays = (d: string, n: number) => new Date(dayMs(d) + n * 86_400_000).toISOString().slice(0, 10);

/** Due when there is no check-in yet, or the last one is 7 or more days before `today`. */
export function checkInDue(lastDate: string | null, today: string): CheckInDue {
  if (lastDate === null) return { due: true, lastDate, dueDate: today };
  const dueDate = plusDays(lastDate, BODY_CHECK_IN_LIMITS.dueAfterDays);
  return { due: daysFrom(lastDate, today) >= BODY_CHECK_IN_LIMITS.dueAfterDays, lastDate, dueDate };
}

/** The check-in a break is aimed at: the latest one that is not yet due again (within 7 days of today). */
export function currentCheckIn<T extends BodyCheckInLike>(checkIns: readonly T[], today: string): T | null {
  const recent = checkIns.filter((c) => c.date <= today && daysFrom(c.date, today) < BODY_CHECK_IN_LIMITS.dueAfterDays);
  return recent.reduce<T | null>((latest, c) => (!latest || c.date > latest.date ? c : latest), null);
}

/* ---------------------------------------------------------------- suggestion */

/** What the suggestion needs of a stretch: the regions it serves and the regions it puts weight or strain on. */
export interface TaggedStretch {
  id: string;
  name: string;
  serves: readonly BodyRegionName[];
  loads: readonly BodyRegionName[];
}

export interface LeftOutStretch {
  stretchId: string;
  name: string;
  region: BodyRegionName;
  side: BodySide | null;
  score: number;
  /** "left out: Wrist Flexor Stretch loads your right wrist, marked 9" */
  reason: string;
}

export interface BreakSuggestion<S extends TaggedStretch = TaggedStretch> {
  /** The check-in it is aimed at; null without a current check-in (the break then rotates as before). */
  checkInDate: string | null;
  /** The regions the chosen stretches are for, highest score first. */
  regions: SoreRegion[];
  stretches: S[];
  leftOut: LeftOutStretch[];
  /** "for your neck and right wrist", or null when nothing is aimed. */
  phrase: string | null;
}

/**
 * The stretches for the regions that hurt most: the two highest-scored regions (equal scores in the
 * Nordic order), their stretches taken in turn (the first region's first, the second's first, the
 * first's second …) up to three, in catalogue order within a region. A stretch that loads any region
 * marked 8 or above is left out, and said so, when it serves one of the aimed regions.
 */
export function suggestBreak<S extends TaggedStretch>(
  checkIn: BodyCheckInLike | null,
  catalogue: readonly S[],
): BreakSuggestion<S> {
  const empty: BreakSuggestion<S> = { checkInDate: null, regions: [], stretches: [], leftOut: [], phrase: null };
  if (!checkIn) return empty;
  const sore = soreRegions(checkIn.regions);
  const aimed = sore.slice(0, BODY_CHECK_IN_LIMITS.suggestionRegions);
  const tooSore = sore.filter((s) => s.score >= BODY_CHECK_IN_LIMITS.leaveOutFromScore);

  const leftOut: LeftOutStretch[] = [];
  const allowed = (s: S) => {
    const hit = tooSore.find((t) => s.loads.includes(t.region));
    if (!hit) return true;
    if (!leftOut.some((l) => l.stretchId === s.id))
      leftOut.push({
        stretchId: s.id,
        name: s.name,
        region: hit.region,
        side: hit.side,
        score: hit.score,
        reason: `left out: ${s.name} loads your ${regionInWords(hit.region, hit.side)}, marked ${hit.score}`,
      });
    return false;
  };
  // Every aimed region's candidates are checked, so the member sees every stretch that was left out.
  const queues = aimed.map((a) => catalogue.filter((s) => s.serves.includes(a.region)).filter(allowed));

  const chosen: S[] = [];
  const servedBy = new Map<BodyRegionName, number>();
  for (let round = 0; chosen.length < BODY_CHECK_IN_LIMITS.suggestionStretches; round++) {
    let any = false;
    aimed.forEach((a, i) => {
      const next = queues[i]!.filter((s) => !chosen.includes(s))[0];
      if (!next || chosen.length >= BODY_CHECK_IN_LIMITS.suggestionStretches) return;
      any = true;
      chosen.push(next);
      servedBy.set(a.region, (servedBy.get(a.region) ?? 0) + 1);
    });
    if (!any || round > catalogue.length) break;
  }
  const regions = aimed.filter((a) => servedBy.has(a.region));
  return {
    checkInDate: checkIn.date,
    regions,
    stretches: chosen,
    leftOut,
    phrase: regions.length ? `for your ${listInWords(regions.map((r) => regionInWords(r.region, r.side)))}` : null,
  };
}

/* ---------------------------------------------------------------- trend */

export interface WeekBreaks {
  /** Monday, YYYY-MM-DD. */
  weekStart: string;
  breaks: number;
}

export interface BodyTrendResult {
  /** The weeks, oldest first (Monday), with the stretch breaks taken in each. */
  weeks: WeekBreaks[];
  /** Per region, the week's score (its latest check-in that week), null for a week without one. */
  regions: { region: BodyRegionName; scores: (number | null)[] }[];
  /** One plain sentence per region that had trouble in the window, in the Nordic order. */
  summary: string[];
}

/** The Monday of `day`'s week. */
export function mondayOfDay(day: string): string {
  const weekday = new Date(dayMs(day)).getUTCDay(); // 0 Sunday
  return plusDays(day, -((weekday + 6) % 7));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Nov 2": how the trend card labels a week under its grid, so the summary names a week the same way. */
const weekInWords = (monday: string) => `${MONTHS[+monday.slice(5, 7) - 1]} ${+monday.slice(8, 10)}`;

/**
 * The breaks of the summary's weeks, `when` being those weeks in words. None is "no breaks logged",
 * not "you took 0 breaks": the line reports what was logged and must not read as a reproach.
 */
function breaksInWords(breaks: number, when: string, sayWhen: boolean): string {
  if (breaks === 0) return `no breaks logged ${when}`;
  const took = `you took ${breaks} break${breaks === 1 ? '' : 's'}`;
  return sayWhen ? `${took} ${when}` : took;
}

/**
 * Each region's score per week over the `weeks` weeks up to this one, and a summary such as
 * "Neck: 6 → 3 over 4 weeks; you took 31 breaks": the first and the last week with a check-in that
 * gave the region a score, the weeks from the first to the last counted inclusively, and the breaks
 * taken in those weeks. With a single such week there is no change to state, so the line names the
 * check-in's week instead of "1 week" (which read like "6 times a week"): "Neck: 6 at your check-in
 * this week; you took 3 breaks this week", "Neck: 6 at your check-in in the week of Nov 2; no breaks
 * logged that week". It reports numbers only: no cause, no advice.
 */
export function bodyTrend(
  checkIns: readonly BodyCheckInLike[],
  breaksPerWeek: readonly WeekBreaks[],
  today: string,
  weeks: number = BODY_CHECK_IN_LIMITS.trendWeeks,
): BodyTrendResult {
  const thisMonday = mondayOfDay(today);
  const starts = Array.from({ length: weeks }, (_, i) => plusDays(thisMonday, -7 * (weeks - 1 - i)));
  const breaksOf = new Map(breaksPerWeek.map((w) => [w.weekStart, w.breaks]));
  const weekRows = starts.map((weekStart) => ({ weekStart, breaks: breaksOf.get(weekStart) ?? 0 }));

  const latestOfWeek = starts.map((start) => {
    const end = plusDays(start, 6);
    return checkIns
      .filter((c) => c.date >= start && c.date <= end && c.date <= today)
      .reduce<BodyCheckInLike | null>((latest, c) => (!latest || c.date > latest.date ? c : latest), null);
  });

  const regions = BODY_REGIONS.map((region) => ({
    region,
    scores: latestOfWeek.map((c) => (c ? c.regions[region].score : null)),
  }));

  const summary: string[] = [];
  for (const { region, scores } of regions) {
    if (!scores.some((s) => s !== null && s > 0)) continue;
    const first = scores.findIndex((s) => s !== null);
    const last = scores.length - 1 - [...scores].reverse().findIndex((s) => s !== null);
    const span = last - first + 1;
    const breaks = weekRows.slice(first, last + 1).reduce((n, w) => n + w.breaks, 0);
    const label = BODY_REGION_LABELS[region];
    if (first === last) {
      // One week with a check-in: no change to state, so the line names that week and its breaks.
      const thisWeek = last === weekRows.length - 1;
      const week = thisWeek ? 'this week' : `in the week of ${weekInWords(weekRows[last]!.weekStart)}`;
      const took = breaksInWords(breaks, thisWeek ? 'this week' : 'that week', true);
      summary.push(`${label}: ${scores[first]} at your check-in ${week}; ${took}`);
    } else {
      const took = breaksInWords(breaks, 'in those weeks', false);
      summary.push(`${label}: ${scores[first]} → ${scores[last]} over ${span} weeks; ${took}`);
    }
  }
  return { weeks: weekRows, regions, summary };
}

/* ---------------------------------------------------------------- calm note */

export interface CalmNote {
  kind: 'persistent' | 'numbness';
  region: BodyRegionName;
  text: string;
}

const SEE_SOMEONE = 'It may help to talk it over with a doctor or physiotherapist.';

/**
 * The note to see a health professional: a region at 7 or above in each of the member's last 3
 * check-ins, or numbness or tingling reported in the latest one. Check-ins in any order.
 */
export function calmNotes(checkIns: readonly BodyCheckInLike[]): CalmNote[] {
  const newestFirst = [...checkIns].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const notes: CalmNote[] = [];
  const { calmNoteRun, calmNoteScore } = BODY_CHECK_IN_LIMITS;
  const run = newestFirst.slice(0, calmNoteRun);
  const latest = newestFirst[0];
  for (const region of BODY_REGIONS) {
    if (run.length === calmNoteRun && run.every((c) => c.regions[region].score >= calmNoteScore)) {
      const where = regionInWords(region, latest!.regions[region].side);
      notes.push({
        kind: 'persistent',
        region,
        text: `Your ${where} has been at ${calmNoteScore} or more in your last ${calmNoteRun} check-ins. ${SEE_SOMEONE}`,
      });
    }
  }
  for (const region of BODY_REGIONS) {
    if (latest?.regions[region].numbness) {
      const where = regionInWords(region, latest.regions[region].side);
      notes.push({
        kind: 'numbness',
        region,
        text: `You noted numbness or tingling in your ${where}. ${SEE_SOMEONE}`,
      });
    }
  }
  return notes;
}
