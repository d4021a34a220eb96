import { z } from 'zod';
import { MealType } from './common';

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
  }),
  foodEntry: z
    .object({
      foodName: z.string(),
      mealType: MealType,
      calories: z.number(),
      protein: z.number(),
      carbs: z.number(),
      fat: z.number(),
    })
    .nullable(),
});
export type CommunityPost = z.infer<typeof CommunityPost>;

export const Comment = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  user: z.object({ firstName: z.string().nullable() }),
});
export type Comment = z.infer<typeof Comment>;
