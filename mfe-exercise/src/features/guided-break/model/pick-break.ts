import {
  type BodyBreakSuggestion,
  type BodyCheckInLike,
  type BodyRegionName,
  type ErgonomicStretch,
  type StretchCategoryName,
  type SoreRegion,
} from '@chairside/contracts/web';
import {
  BODY_CHECK_IN_LIMITS,
  BODY_REGIONS,
  MICRO_BREAK_LIMITS,
  STRETCH_CATEGORIES,
  soreRegions,
} from '@chairside/contracts/web-lazy';

/** When a break has enough stretches, and, with `maxSeconds`, the length it must not pass. */
export interface BreakRules {
  minSeconds: number;
  maxSeconds?: number;
  minStretches: number;
  maxStretches: number;
}

/** A break is long enough at 2.5 minutes, with 3 to 5 stretches: the one a member starts themselves. */
export const BREAK_RULES = { minSeconds: 150, minStretches: 3, maxStretches: 5 } as const satisfies BreakRules;

/**
 * The micro-break a clinic-hours reminder opens: 90 s to 2 min between patients (MICRO_BREAK_LIMITS),
 * at least 2 stretches when a second one fits. Four of the shortest (30 s) stretches fill 2 minutes.
 */
export const MICRO_BREAK_RULES = {
  minSeconds: MICRO_BREAK_LIMITS.minBreakSeconds,
  maxSeconds: MICRO_BREAK_LIMITS.maxBreakSeconds,
  minStretches: 2,
  maxStretches: 4,
} as const satisfies BreakRules;

type Pickable = Pick<ErgonomicStretch, 'id' | 'category' | 'duration' | 'name'>;
type Aimable = Pickable & Pick<ErgonomicStretch, 'loads'>;

/**
 * Round-robin over `areas` from `picked` on, until the break rules are met or the areas run dry.
 * `visits` counts what each area gave so far, so a second call goes on where the first stopped.
 * A stretch that would take the break past `rules.maxSeconds` is passed over for the next one, so a
 * micro-break still gets its second stretch when a short one fits.
 */
function fillRound<S extends Pickable>(
  byArea: ReadonlyMap<StretchCategoryName, S[]>,
  areas: readonly StretchCategoryName[],
  r: number,
  picked: S[],
  visits: Map<StretchCategoryName, number>,
  rules: BreakRules,
): void {
  if (!areas.length) return;
  const order = areas.map((_, i) => areas[(i + r) % areas.length]!);
  let seconds = picked.reduce((sum, s) => sum + s.duration, 0);
  const enough = () =>
    picked.length >= rules.maxStretches || (picked.length >= rules.minStretches && seconds >= rules.minSeconds);
  for (let step = 0; !enough(); step++) {
    const area = order[step % order.length]!;
    const pool = byArea.get(area)!;
    const visit = visits.get(area) ?? 0;
    // Every area is exhausted: a focus on few areas with few stretches stops short of the rules.
    if (order.every((a) => (visits.get(a) ?? 0) >= byArea.get(a)!.length)) break;
    if (visit >= pool.length) continue;
    visits.set(area, visit + 1);
    const s = pool[(r + visit) % pool.length]!;
    if (rules.maxSeconds !== undefined && seconds + s.duration > rules.maxSeconds) continue;
    picked.push(s);
    seconds += s.duration;
  }
}

/** The stretches of each area by name, so the order does not depend on how the API happened to list them. */
function byAreaByName<S extends Pickable>(stretches: readonly S[]): Map<StretchCategoryName, S[]> {
  const byArea = new Map<StretchCategoryName, S[]>();
  for (const area of STRETCH_CATEGORIES) {
    const inArea = stretches.filter((s) => s.category === area);
    inArea.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    if (inArea.length) byArea.set(area, inArea);
  }
  return byArea;
}

/**
 * The stretches of one break: round-robin over the user's focus areas (or all five when none),
 * starting at a different area and at a different stretch inside each area as `rotation` grows,
 * so consecutive breaks (rotation = breaks already logged this week) do not repeat themselves.
 * Stops once the break lasts at least 150 s and has 3 stretches, or at 5; with MICRO_BREAK_RULES,
 * once it lasts 90 s with 2 stretches (or no second one fits), never passing 120 s.
 */
export function pickBreak<S extends Pickable>(
  stretches: readonly S[],
  focusAreas: readonly StretchCategoryName[],
  rotation: number,
  rules: BreakRules = BREAK_RULES,
): S[] {
  const r = Math.max(0, Math.floor(rotation));
  const byArea = byAreaByName(stretches);
  const focused = STRETCH_CATEGORIES.filter((a) => focusAreas.includes(a) && byArea.has(a));
  const picked: S[] = [];
  fillRound(
    byArea,
    focused.length ? focused : STRETCH_CATEGORIES.filter((a) => byArea.has(a)),
    r,
    picked,
    new Map(),
    rules,
  );
  return picked;
}

/** What a break is aimed at, from the member's current check-in. */
export interface BreakAim {
  /** The suggestion's stretches, in its order: the break starts with them. */
  firstIds: readonly string[];
  /** The stretches the suggestion left out. */
  leftOutIds: readonly string[];
  /** The regions marked 8 or more: no stretch the rotation adds may load them. */
  tooSore: readonly BodyRegionName[];
}

/**
 * The aim of a break from the suggestion and the current check-in, either possibly missing (not
 * loaded, failed, or no check-in this week); null when they ask nothing of the break, which is then
 * the plain rotation. The check-in is read besides the suggestion because the suggestion only names the
 * stretches of its two regions: a third region marked 8 or more must still keep the rotation's
 * stretches that load it out of the break.
 */
export function breakAim(
  suggestion: Pick<BodyBreakSuggestion, 'regions' | 'stretches' | 'leftOut'> | null | undefined,
  checkIn: BodyCheckInLike | null,
): BreakAim | null {
  const { leaveOutFromScore } = BODY_CHECK_IN_LIMITS;
  const tooSore = new Set<BodyRegionName>();
  for (const region of BODY_REGIONS)
    if ((checkIn?.regions[region].score ?? 0) >= leaveOutFromScore) tooSore.add(region);
  for (const r of suggestion?.regions ?? []) if (r.score >= leaveOutFromScore) tooSore.add(r.region);
  for (const l of suggestion?.leftOut ?? []) tooSore.add(l.region);
  const firstIds = suggestion?.stretches.map((s) => s.id) ?? [];
  const leftOutIds = suggestion?.leftOut.map((l) => l.stretchId) ?? [];
  if (!firstIds.length && !leftOutIds.length && !tooSore.size) return null;
  return { firstIds, leftOutIds, tooSore: [...tooSore] };
}

/**
 * A break aimed at what hurts: the suggestion's stretches first, in its order, then filled up to the
 * break rules by the rotation of `pickBreak` (focus areas first; when they run dry, the other areas),
 * never with a stretch the suggestion left out or one that loads a region marked 8 or more.
 * With a `rules.maxSeconds` (the micro-break), a suggested stretch that would pass it is passed over
 * for the next suggested one, which still leads the break. Without an aim it is exactly `pickBreak`.
 */
export function aimBreak<S extends Aimable>(
  stretches: readonly S[],
  focusAreas: readonly StretchCategoryName[],
  rotation: number,
  aim: BreakAim | null,
  rules: BreakRules = BREAK_RULES,
): S[] {
  if (!aim) return pickBreak(stretches, focusAreas, rotation, rules);
  const r = Math.max(0, Math.floor(rotation));
  const first: S[] = [];
  let firstSeconds = 0;
  for (const id of aim.firstIds) {
    const s = stretches.find((x) => x.id === id);
    if (!s || first.length >= rules.maxStretches) continue;
    if (rules.maxSeconds !== undefined && firstSeconds + s.duration > rules.maxSeconds) continue;
    first.push(s);
    firstSeconds += s.duration;
  }
  const barred = (s: S) => aim.leftOutIds.includes(s.id) || s.loads.some((region) => aim.tooSore.includes(region));
  const byArea = byAreaByName(stretches.filter((s) => !first.includes(s) && !barred(s)));
  const all = STRETCH_CATEGORIES.filter((a) => byArea.has(a));
  const focused = all.filter((a) => focusAreas.includes(a));
  const picked = [...first];
  const visits = new Map<StretchCategoryName, number>();
  fillRound(byArea, focused.length ? focused : all, r, picked, visits, rules);
  // Leaving stretches out can empty a focus area: the break still reaches the rules from the others.
  if (focused.length)
    fillRound(
      byArea,
      all.filter((a) => !focused.includes(a)),
      r,
      picked,
      visits,
      rules,
    );
  return picked;
}

/**
 * The check-in's places at 8 or more besides those the left-out list names. The suggestion lists the
 * stretches of its two aimed places only; the member still sees why a third sore place has no
 * strain in the break.
 */
export function alsoSpared(
  checkIn: BodyCheckInLike | null,
  leftOut: readonly Pick<BodyBreakSuggestion['leftOut'][number], 'region'>[],
): SoreRegion[] {
  if (!checkIn) return [];
  return soreRegions(checkIn.regions).filter(
    (s) => s.score >= BODY_CHECK_IN_LIMITS.leaveOutFromScore && !leftOut.some((l) => l.region === s.region),
  );
}
