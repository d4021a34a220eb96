import { z } from 'zod';
import { MealType, Uuid } from './common';
import { PersonalityType } from './nutrition-personality';
import { COMMUNITY_LIMITS as L } from './rules/community';

const SharedMeal = z.object({
  foodName: z.string(),
  mealType: MealType,
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});

export const CommunityPost = z.object({
  id: z.string(),
  userId: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  createdAt: z.string(),
  user: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    /** Their quiz result, the post's badge; null until they have taken the quiz. */
    personalityType: PersonalityType.nullable(),
  }),
  /** The meal as it was when shared: editing the diary later does not rewrite a post. */
  foodEntry: SharedMeal.nullable(),
  /** Whether the signed-in user likes it. */
  likedByMe: z.boolean(),
});
export type CommunityPost = z.infer<typeof CommunityPost>;

export const Comment = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** The author's id, so the author sees a delete button. */
  userId: z.string(),
  user: z.object({ firstName: z.string().nullable() }),
});
export type Comment = z.infer<typeof Comment>;

/** Newest first; the next page's `before` is in the X-Next-Cursor header (and a Link). */
export const CommunityFeedQuery = z.object({
  before: z
    .string()
    .max(120)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be the cursor a previous page gave')
    .optional(),
  limit: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
      z
        .number()
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(L.feedPageMax, `must be at most ${L.feedPageMax}`),
    )
    .optional(),
});
export type CommunityFeedQuery = z.infer<typeof CommunityFeedQuery>;

/** Multipart: `content`, an optional `image`, and optionally the diary entry shared with it. */
export const CreateCommunityPostRequest = z.strictObject({
  content: z
    .string()
    .trim()
    .min(1, 'Please write a message.')
    .max(L.postChars, `content must be at most ${L.postChars} characters`),
  foodEntryId: Uuid.optional(),
});
export type CreateCommunityPostRequest = z.input<typeof CreateCommunityPostRequest>;

export const CreateCommentRequest = z.strictObject({
  content: z
    .string()
    .trim()
    .min(1, 'Please write a comment.')
    .max(L.commentChars, `content must be at most ${L.commentChars} characters`),
});

export const CommunityPostParams = z.object({ id: z.uuid('unknown post') });
export const CommentParams = z.object({ id: z.uuid('unknown post'), commentId: z.uuid('unknown comment') });
export const CommunityImageParams = z.object({ id: z.uuid('unknown image') });

export const LikeResult = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type LikeResult = z.infer<typeof LikeResult>;

export const ReportResult = z.object({ reported: z.literal(true) });

/** A post hidden from everyone, as a moderator reviews it: the post and how many reports hide it. */
export const PostForReview = CommunityPost.extend({
  /** Reports from established members, the ones that hide it from everyone. */
  reportsCount: z.number().int(),
});
export type PostForReview = z.infer<typeof PostForReview>;

export const RestorePostResult = z.object({ restored: z.literal(true) });

/** The page's stat cards: real figures, refreshed at most once a minute. */
export const CommunityStats = z.object({
  members: z.number().int(),
  postsThisWeek: z.number().int(),
  mealsSharedToday: z.number().int(),
});
export type CommunityStats = z.infer<typeof CommunityStats>;
