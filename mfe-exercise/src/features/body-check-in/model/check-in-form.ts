import {
  type BodyRegionName,
  type BodyRegionReport,
  type BodyRegionReports,
  type BodySide,
} from '@chairside/contracts/web';
import {
  BODY_CHECK_IN_LIMITS,
  BODY_REGIONS,
  isSidedRegion,
  NO_TROUBLE,
  regionReportProblem,
} from '@chairside/contracts/web-lazy';
import { t } from '../../../shared/i18n';
import { regionLabel } from '../../../shared/i18n/labels';

/** The check-in being filled in: all nine regions, a region not touched yet at no trouble. */
export type CheckInForm = BodyRegionReports;

/** A fresh form, or the one saved today so a second check-in that day starts from it. */
export function formFrom(saved?: { regions: BodyRegionReports } | null): CheckInForm {
  return Object.fromEntries(BODY_REGIONS.map((r) => [r, { ...(saved?.regions[r] ?? NO_TROUBLE) }])) as CheckInForm;
}

/**
 * A new score. Back to 0, the region drops its side and "kept from work": the contract refuses
 * "kept from work" with no trouble, and a side means nothing without it.
 */
export function withScore(form: CheckInForm, region: BodyRegionName, score: number): CheckInForm {
  const r = form[region];
  return {
    ...form,
    [region]: score === 0 ? { ...r, score, side: null, keptFromWork: false } : { ...r, score },
  };
}

export function withSide(form: CheckInForm, region: BodyRegionName, side: BodySide): CheckInForm {
  return { ...form, [region]: { ...form[region], side } };
}

/**
 * A tap on one spot of a paired region (the right wrist, say) says which side hurts. Before the
 * region has a score the tap only says where: a tap on the other spot moves the side there, so a
 * finger that missed costs nothing. Once it has a score, the other spot adds that side: "both".
 * A tap on the spot already given (or on either spot of "both") changes nothing; the Left, Right and
 * Both buttons in the panel correct any of it.
 */
export function withSpotTap(form: CheckInForm, region: BodyRegionName, side: BodySide): CheckInForm {
  const r = form[region];
  if (!isSidedRegion(region) || r.side === side || r.side === 'both') return form;
  const next: BodySide = r.score > 0 && r.side !== null ? 'both' : side;
  return withSide(form, region, next);
}

/** The prompt for a paired region scored without a side: a question, not an error. */
export const sidePrompt = () => t('Which side? Left, right or both');

export function withFlag(
  form: CheckInForm,
  region: BodyRegionName,
  flag: 'keptFromWork' | 'numbness',
  on: boolean,
): CheckInForm {
  return { ...form, [region]: { ...form[region], [flag]: on } };
}

/**
 * What stops a save, by region: the contract's own sentence, its first letter raised. Only a missing
 * side can occur here (the cells allow nothing else); the screen asks it as sidePrompt.
 */
export function formProblems(form: CheckInForm): Partial<Record<BodyRegionName, string>> {
  const problems: Partial<Record<BodyRegionName, string>> = {};
  for (const r of BODY_REGIONS) {
    const p = regionReportProblem(r, form[r]);
    if (p) problems[r] = p.charAt(0).toUpperCase() + p.slice(1);
  }
  return problems;
}

/** The request's regions: only those marked (a score or a yes); the API stores the rest as no trouble. */
export function checkInRequest(form: CheckInForm): Partial<BodyRegionReports> {
  const marked: Partial<BodyRegionReports> = {};
  for (const r of BODY_REGIONS) {
    const { score, keptFromWork, side, numbness } = form[r];
    if (score > 0 || keptFromWork || numbness)
      marked[r] = {
        score,
        keptFromWork,
        side: isSidedRegion(r) && score > 0 ? side : null,
        numbness,
      };
  }
  return marked;
}

/** The score and side in words, for the list and for screen readers: "6 of 10, right", "no trouble". */
export function reportInWords(region: BodyRegionName, r: BodyRegionReport): string {
  if (r.score === 0) return r.numbness ? t('no trouble, numbness or tingling') : t('no trouble');
  const score = { score: r.score, max: BODY_CHECK_IN_LIMITS.maxScore };
  if (!isSidedRegion(region)) return t('{{score}} of {{max}}', score);
  const side =
    r.side === 'left' ? t('left') : r.side === 'right' ? t('right') : r.side === 'both' ? t('both') : t('which side?');
  return t('{{score}} of {{max}}, {{side}}', { ...score, side });
}

/** A region control's name: "Neck, 6 of 10", "Knees, no trouble". */
export const regionControlName = (region: BodyRegionName, r: BodyRegionReport) =>
  t('{{region}}, {{answer}}', { region: regionLabel(region), answer: reportInWords(region, r) });
