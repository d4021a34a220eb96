import type { BodyRegionName } from '@chairside/contracts';

/**
 * Each stretch's body regions (the Nordic questionnaire's nine), read from its description and
 * instructions: `serves` are the regions it stretches, mobilises or relieves; `loads` are the regions
 * it puts weight or end-range strain on (a hand pulling a joint to its limit, body weight on one leg,
 * arms held overhead). A suggestion leaves out a stretch that loads a region marked 8 or above.
 * Why each is tagged so: docs/decisions.md, "Pain check-in (foundation)".
 */
export const STRETCH_BODY_REGIONS: Record<string, { serves: BodyRegionName[]; loads: BodyRegionName[] }> = {
  'Chin Tuck': { serves: ['neck'], loads: [] },
  'Upper Trapezius Stretch': { serves: ['neck', 'shoulders'], loads: ['neck'] },
  'Levator Scapulae Stretch': { serves: ['neck', 'shoulders'], loads: ['neck'] },
  'Neck Rotation': { serves: ['neck'], loads: ['neck'] },
  'Doorway Chest Opener': { serves: ['shoulders', 'upper_back'], loads: ['shoulders'] },
  'Wrist Flexor Stretch': { serves: ['wrists_hands', 'elbows'], loads: ['wrists_hands'] },
  'Wrist Extensor Stretch': { serves: ['wrists_hands', 'elbows'], loads: ['wrists_hands'] },
  'Finger Fan and Fist': { serves: ['wrists_hands'], loads: [] },
  'Thumb Stretch': { serves: ['wrists_hands'], loads: ['wrists_hands'] },
  'Prayer Stretch': { serves: ['wrists_hands'], loads: ['wrists_hands'] },
  'Seated Thoracic Extension': { serves: ['upper_back'], loads: ['shoulders'] },
  'Seated Spinal Twist': { serves: ['upper_back', 'lower_back'], loads: ['lower_back'] },
  'Standing Side Bend': { serves: ['upper_back', 'lower_back'], loads: ['shoulders'] },
  'Shoulder Blade Squeeze': { serves: ['upper_back', 'shoulders'], loads: [] },
  'Cat-Cow Standing': { serves: ['upper_back', 'lower_back'], loads: [] },
  'Standing Hip Flexor Stretch': { serves: ['hips_thighs', 'lower_back'], loads: ['knees'] },
  'Seated Figure Four': { serves: ['hips_thighs', 'lower_back'], loads: ['knees'] },
  'Standing Glute Stretch': { serves: ['hips_thighs'], loads: ['knees', 'ankles_feet'] },
  'Hip Circles': { serves: ['hips_thighs', 'lower_back'], loads: [] },
  'Standing Hamstring Stretch': { serves: ['hips_thighs', 'lower_back'], loads: ['lower_back'] },
  'Calf Stretch at the Wall': { serves: ['ankles_feet'], loads: ['ankles_feet'] },
  'Ankle Circles': { serves: ['ankles_feet'], loads: [] },
  'Standing Quad Stretch': { serves: ['hips_thighs', 'knees'], loads: ['knees'] },
  'Heel Raises': { serves: ['ankles_feet'], loads: ['ankles_feet'] },
  'Seated Knee Extension': { serves: ['knees', 'hips_thighs'], loads: [] },
};
