import { STRETCH_CATEGORIES, type ErgonomicStretch, type StretchCategoryName } from '@chairside/contracts/web';

/** A break is long enough at 2.5 minutes, with 3 to 5 stretches. */
export const BREAK_RULES = { minSeconds: 150, minStretches: 3, maxStretches: 5 } as const;

type Pickable = Pick<ErgonomicStretch, 'id' | 'category' | 'duration' | 'name'>;

/**
 * The stretches of one break: round-robin over the user's focus areas (or all five when none),
 * starting at a different area and at a different stretch inside each area as `rotation` grows,
 * so consecutive breaks (rotation = breaks already logged this week) do not repeat themselves.
 * Stops once the break lasts at least 150 s and has 3 stretches, or at 5.
 */
export function pickBreak<S extends Pickable>(
  stretches: readonly S[],
  focusAreas: readonly StretchCategoryName[],
  rotation: number,
): S[] {
  const r = Math.max(0, Math.floor(rotation));
  const byArea = new Map<StretchCategoryName, S[]>();
  for (const area of STRETCH_CATEGORIES) {
    const inArea = stretches.filter((s) => s.category === area);
    // By name, so the order does not depend on how the API happened to list them.
    inArea.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    if (inArea.length) byArea.set(area, inArea);
  }
  const focused = STRETCH_CATEGORIES.filter((a) => focusAreas.includes(a) && byArea.has(a));
  const areas = focused.length ? focused : STRETCH_CATEGORIES.filter((a) => byArea.has(a));
  if (!areas.length) return [];
  const order = areas.map((_, i) => areas[(i + r) % areas.length]!);
  const visits = new Map<StretchCategoryName, number>();
  const picked: S[] = [];
  let seconds = 0;
  const enough = () =>
    picked.length >= BREAK_RULES.maxStretches ||
    (picked.length >= BREAK_RULES.minStretches && seconds >= BREAK_RULES.minSeconds);
  for (let step = 0; !enough(); step++) {
    const area = order[step % order.length]!;
    const pool = byArea.get(area)!;
    const visit = visits.get(area) ?? 0;
    // Every area is exhausted: a focus on few areas with few stretches stops short of the rules.
    if (order.every((a) => (visits.get(a) ?? 0) >= byArea.get(a)!.length)) break;
    if (visit >= pool.length) continue;
    visits.set(area, visit + 1);
    const s = pool[(r + visit) % pool.length]!;
    picked.push(s);
    seconds += s.duration;
  }
  return picked;
}
