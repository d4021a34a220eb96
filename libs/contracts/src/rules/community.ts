import { PHOTO_UPLOAD } from '../uploads-and-platforms';
import { PERSONALITIES, type QuizPersonality } from './personalities';

/*
 * Community rules with no schema attached (docs/product.md "Community"), for the feed in the browser;
 * the schemas in ../community.ts take their limits from here.
 */

export const COMMUNITY_LIMITS = {
  postChars: 2000,
  commentChars: 1000,
  /** A feed page: 20 posts unless asked for fewer, at most 50. */
  feedPage: 20,
  feedPageMax: 50,
  /** Comments of a post, oldest first: at most this many. */
  commentsShown: 200,
  /**
   * A post reported by this many established members is hidden from everyone but its author (and
   * listed for the moderators). Any report hides the post from its reporter at once.
   */
  reportsToHide: 3,
  /**
   * An established member: an account at least this old that has done something of its own (a food
   * or exercise entry, a post or a comment). Reports from other accounts hide the post from their
   * reporter only, so a handful of throwaway sign-ups cannot take a post away from everyone.
   */
  establishedAfterHours: 24,
  /** The moderators' review list: the newest hidden posts, at most this many at once. */
  reviewListMax: 50,
  imageMaxBytes: PHOTO_UPLOAD.maxBytes,
} as const;

/** The avatar colour of a post comes from a hash of its userId. */
export const AVATAR_COLOURS = ['#0f766e', '#7c3aed', '#c2410c', '#1d4ed8'] as const;

/** A small, stable string hash (djb2), the same in every browser. */
export function userIdHash(userId: string): number {
  let h = 5381;
  for (let i = 0; i < userId.length; i++) h = ((h * 33) ^ userId.charCodeAt(i)) >>> 0;
  return h;
}

export function avatarColour(userId: string): (typeof AVATAR_COLOURS)[number] {
  return AVATAR_COLOURS[userIdHash(userId) % AVATAR_COLOURS.length]!;
}

/**
 * A post's personality badge is its author's quiz result: a member who has not taken the quiz has
 * none (a badge guessed from their id would tell others something the member never said).
 */
export function personalityBadge(personalityType: QuizPersonality | null): string | null {
  return personalityType ? PERSONALITIES[personalityType].title : null;
}

export interface SharedMeal {
  foodName: string;
  mealType: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** The composer's text when a meal is shared (picking a meal fills the composer). */
export function sharedMealText(meal: SharedMeal): string {
  const r = (n: number) => Math.round(n);
  return `Just had ${meal.foodName} for ${meal.mealType}: ${r(meal.calories)} kcal, ${r(meal.protein)} g protein, ${r(meal.carbs)} g carbs, ${r(meal.fat)} g fat.`;
}
