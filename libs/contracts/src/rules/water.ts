/**
 * Water is stored in whole millilitres and shown in the member's own unit: millilitres, or US fluid
 * ounces (1 fl oz = 29.5735 ml) for a member who thinks in ounces.
 */
export type WaterUnit = 'ml' | 'floz';

export const ML_PER_FL_OZ = 29.5735;

/** One tap of "+ Glass": 250 ml, or 8 fl oz (237 ml stored). */
export const WATER_GLASS = { ml: 250, floz: 8 } as const;

/** A new member's daily goal until they set their own (2 l). */
export const DEFAULT_WATER_GOAL_ML = 2000;

/** In ml: one entry (a glass, a bottle), a daily goal, a day's total. */
export const WATER_LIMITS = { entryMl: 2000, goalMl: { min: 500, max: 6000 }, dayMl: 10000 } as const;

/** An amount in `unit` as whole millilitres (the stored value). */
export const waterToMl = (amount: number, unit: WaterUnit) =>
  Math.round(unit === 'ml' ? amount : amount * ML_PER_FL_OZ);

/** Whole millilitres in `unit`, rounded to a whole number (ounces drift by at most half an ounce). */
export const waterFromMl = (ml: number, unit: WaterUnit) => Math.round(unit === 'ml' ? ml : ml / ML_PER_FL_OZ);

/** '1,750 ml' or '59 fl oz'. */
export const formatWater = (ml: number, unit: WaterUnit) =>
  `${waterFromMl(ml, unit).toLocaleString('en-US')} ${unit === 'ml' ? 'ml' : 'fl oz'}`;
