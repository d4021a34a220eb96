import { type BodyRegionName, type BodyRegionReport, type BodySide } from '@chairside/contracts/web';
import { BODY_REGIONS } from '@chairside/contracts/web-lazy';
import { Box } from '@chairside/ui';
import type { KeyboardEvent } from 'react';
import { scoreBand, type ScoreBand } from '../../../entities/body-check-in';
import { t, useT } from '../../../shared/i18n';
import { regionControlName, reportInWords, type CheckInForm } from '../model/check-in-form';

export type FigureView = 'front' | 'back';

/** A round spot: its centre in the figure's 240 × 490 box. */
interface Spot {
  cx: number;
  cy: number;
}

/*
 * The figure is drawn in a 240 × 490 box and shown at 240 CSS px wide, never scaled, so each spot
 * (a circle 46 across) is a 46 px tap target on a phone. Spots sit on the joints of the silhouette
 * and no two touch; the wrists hang lower than the hips so the two rows are not mistaken.
 */
const W = 240;
const H = 490;
const R = 23;
const pair = (cx: number, cy: number): Spot[] => [
  { cx, cy },
  { cx: W - cx, cy },
];

const SPOTS: Record<BodyRegionName, Spot[]> = {
  neck: [{ cx: 120, cy: 68 }],
  shoulders: pair(78, 100),
  upper_back: [{ cx: 120, cy: 142 }],
  elbows: pair(58, 182),
  wrists_hands: pair(50, 284),
  lower_back: [{ cx: 120, cy: 200 }],
  hips_thighs: pair(97, 252),
  knees: pair(97, 340),
  ankles_feet: pair(97, 438),
};

/** One spot of a pair in words, for its name: "Right wrist/hand"; null for a region without sides. */
function oneOfPair(region: BodyRegionName, side: BodySide): string | null {
  const right = side === 'right';
  switch (region) {
    case 'shoulders':
      return right ? t('Right shoulder') : t('Left shoulder');
    case 'elbows':
      return right ? t('Right elbow') : t('Left elbow');
    case 'wrists_hands':
      return right ? t('Right wrist/hand') : t('Left wrist/hand');
    case 'hips_thighs':
      return right ? t('Right hip/thigh') : t('Left hip/thigh');
    case 'knees':
      return right ? t('Right knee') : t('Left knee');
    case 'ankles_feet':
      return right ? t('Right ankle/foot') : t('Left ankle/foot');
    default:
      return null;
  }
}

/** The front shows what can be seen from the front; the back adds the upper and lower back. */
export const VIEW_REGIONS: Record<FigureView, BodyRegionName[]> = {
  front: ['neck', 'shoulders', 'elbows', 'wrists_hands', 'hips_thighs', 'knees', 'ankles_feet'],
  back: [...BODY_REGIONS],
};

/**
 * Which side of the member a pair's spot is: the first spot is on the left of the picture, which is
 * the member's right seen from the front and their left seen from the back.
 */
const spotSide = (view: FigureView, i: number): BodySide => ((view === 'front') === (i === 0) ? 'right' : 'left');

/** Whether a spot shows the region's score: a pair with one side given shows it on that side only. */
function spotMarked(report: BodyRegionReport, spots: number, view: FigureView, i: number) {
  if (report.score === 0) return false;
  if (spots === 1 || report.side === null || report.side === 'both') return true;
  return report.side === spotSide(view, i);
}

/**
 * A spot's name, its answer included: "Neck, 6 of 10", "Right wrist/hand, 9 of 10, right". A pair's
 * spots are named for their side, since pressing one gives that side.
 */
function spotName(region: BodyRegionName, report: BodyRegionReport, side: BodySide | null) {
  const one = side ? oneOfPair(region, side) : null;
  if (!one) return regionControlName(region, report);
  return t('{{region}}, {{answer}}', { region: one, answer: reportInWords(region, report) });
}

/** The shade of each band; the score is written in the spot too, so colour is never the only sign. */
const BAND_PAINT: Record<ScoreBand, { fill: string; stroke: string }> = {
  none: { fill: '#f8fafc', stroke: '#64748b' },
  mild: { fill: '#fef3c7', stroke: '#b45309' },
  moderate: { fill: '#fed7aa', stroke: '#c2410c' },
  strong: { fill: '#fecaca', stroke: '#b91c1c' },
};

/** A friendly silhouette of rounded shapes; the back adds a spine and shoulder blades. */
function Silhouette({ view }: { view: FigureView }) {
  const limb = (x: number, y: number, w: number, h: number) => (
    <>
      <rect x={x} y={y} width={w} height={h} rx={w / 2} />
      <rect x={W - x - w} y={y} width={w} height={h} rx={w / 2} />
    </>
  );
  return (
    <g aria-hidden="true">
      <g fill="#e2e8f0" stroke="#94a3b8" strokeWidth={1.5}>
        <circle cx={120} cy={34} r={24} />
        <rect x={108} y={54} width={24} height={26} rx={8} />
        <rect x={74} y={76} width={92} height={174} rx={32} />
        {limb(46, 84, 26, 100)}
        {limb(42, 176, 24, 88)}
        {limb(76, 236, 40, 110)}
        {limb(84, 334, 28, 104)}
        <ellipse cx={50} cy={282} rx={14} ry={18} />
        <ellipse cx={W - 50} cy={282} rx={14} ry={18} />
        <ellipse cx={97} cy={446} rx={20} ry={10} />
        <ellipse cx={W - 97} cy={446} rx={20} ry={10} />
      </g>
      {view === 'back' ? (
        <g fill="none" stroke="#94a3b8" strokeWidth={2} strokeLinecap="round">
          <path d="M120 82 V244" />
          <path d="M90 112 Q100 146 112 150" />
          <path d="M150 112 Q140 146 128 150" />
        </g>
      ) : (
        // Seen from the front: a face, so the two views are told apart at a glance.
        <g fill="#94a3b8">
          <circle cx={111} cy={30} r={2.5} />
          <circle cx={129} cy={30} r={2.5} />
          <path d="M112 42 Q120 48 128 42" fill="none" stroke="#94a3b8" strokeWidth={2} strokeLinecap="round" />
        </g>
      )}
    </g>
  );
}

function RegionSpot({
  view,
  region,
  index,
  form,
  selected,
  onSpot,
}: {
  view: FigureView;
  region: BodyRegionName;
  index: number;
  form: CheckInForm;
  selected: boolean;
  onSpot: (r: BodyRegionName, side: BodySide | null) => void;
}) {
  const report = form[region];
  const count = SPOTS[region].length;
  const s = SPOTS[region][index]!;
  const side = count === 2 ? spotSide(view, index) : null;
  const name = spotName(region, report, side);
  const paint = BAND_PAINT[spotMarked(report, count, view, index) ? scoreBand(report.score) : 'none'];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSpot(region, side);
    }
  };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={name}
      aria-pressed={selected}
      data-region={region}
      data-side={side ?? undefined}
      className={selected ? 'spot selected' : 'spot'}
      onClick={() => onSpot(region, side)}
      onKeyDown={onKeyDown}
    >
      {/* The name again as a tooltip for a mouse. */}
      <title>{name}</title>
      <circle className="ring" cx={s.cx} cy={s.cy} r={R + 4} />
      <circle className="hit" cx={s.cx} cy={s.cy} r={R} fill={paint.fill} stroke={paint.stroke} strokeWidth={2} />
    </g>
  );
}

/**
 * The scores written in their spots, over the buttons: outside them, because a button's name
 * ("Left knee, 5 of 10, left") must contain all its visible text, and taps pass through to the spot.
 */
function Scores({ view, form }: { view: FigureView; form: CheckInForm }) {
  return (
    <g aria-hidden="true" pointerEvents="none" fontSize={18} fontWeight={700} fill="#1f2937">
      {VIEW_REGIONS[view].flatMap((r) =>
        SPOTS[r].map(
          (s, i) =>
            spotMarked(form[r], SPOTS[r].length, view, i) && (
              <text key={`${r}-${i}`} x={s.cx} y={s.cy} textAnchor="middle" dominantBaseline="central">
                {form[r].score}
              </text>
            ),
        ),
      )}
    </g>
  );
}

/**
 * One view of the body map. Each spot is a button, reached by Tab, pressed by Enter, Space or a tap:
 * a pair has one per side ("Right wrist/hand, no trouble"), and pressing one chooses the region and
 * gives that side. The front is seen facing the member, so their right is on the left of the
 * picture; the back the other way round, as the labels under each figure say.
 */
export function BodyFigure({
  view,
  form,
  selected,
  onSpot,
}: {
  view: FigureView;
  form: CheckInForm;
  selected: BodyRegionName | null;
  onSpot: (r: BodyRegionName, side: BodySide | null) => void;
}) {
  const t = useT();
  const [leftOfPicture, rightOfPicture] = view === 'front' ? [t('Right'), t('Left')] : [t('Left'), t('Right')];
  return (
    <Box
      component="svg"
      role="group"
      aria-label={view === 'front' ? t('Body map, front') : t('Body map, back')}
      viewBox={`0 0 ${W} ${H}`}
      sx={(theme) => ({
        width: W,
        height: H,
        flexShrink: 0,
        display: 'block',
        mx: 'auto',
        touchAction: 'manipulation',
        '& .spot': { cursor: 'pointer', outline: 'none' },
        '& .ring': { fill: 'none', stroke: 'transparent', strokeWidth: 3 },
        '& .spot.selected .hit': { stroke: theme.palette.primary.main, strokeWidth: 4 },
        '& .spot:focus-visible .ring': { stroke: theme.palette.text.primary },
        '& .spot:hover .hit': { strokeWidth: 3 },
      })}
    >
      <Silhouette view={view} />
      <text aria-hidden="true" x={8} y={20} fill="#334155" fontSize={15} fontWeight={700}>
        {view === 'front' ? t('Front') : t('Back')}
      </text>
      {VIEW_REGIONS[view].flatMap((r) =>
        SPOTS[r].map((_s, i) => (
          <RegionSpot
            key={`${r}-${i}`}
            view={view}
            region={r}
            index={i}
            form={form}
            selected={selected === r}
            onSpot={onSpot}
          />
        )),
      )}
      <Scores view={view} form={form} />
      <g aria-hidden="true" fill="#374151" fontSize={13}>
        <text x={40} y={H - 6}>
          {leftOfPicture}
        </text>
        <text x={W - 40} y={H - 6} textAnchor="end">
          {rightOfPicture}
        </text>
      </g>
    </Box>
  );
}
