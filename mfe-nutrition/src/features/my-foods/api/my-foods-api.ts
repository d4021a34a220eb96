import { baseApi } from '@chairside/api-client';
import {
  API_PATHS,
  type OwnFood,
  type Recipe,
  type SaveOwnFoodRequest,
  type SaveRecipeRequest,
} from '@chairside/contracts/web';

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

// Here rather than in entities/: only the lazily loaded My foods & recipes dialog reads and writes
// them, so the dashboard's first load carries none of it. Food search is tagged with both, so a
// food saved here is offered at once.
const myFoodsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOwnFoods: build.query<OwnFood[], void>({
      query: () => ({ url: API_PATHS.listOwnFoods }),
      providesTags: ['OwnFood'],
    }),
    saveOwnFood: build.mutation<OwnFood, { id?: string; body: SaveOwnFoodRequest }>({
      query: ({ id, body }) =>
        id
          ? { url: withId(API_PATHS.updateOwnFood, id), method: 'PUT', body }
          : { url: API_PATHS.createOwnFood, method: 'POST', body },
      invalidatesTags: ['OwnFood'],
    }),
    deleteOwnFood: build.mutation<void, string>({
      query: (id) => ({ url: withId(API_PATHS.deleteOwnFood, id), method: 'DELETE' }),
      invalidatesTags: ['OwnFood'],
    }),
    listRecipes: build.query<Recipe[], void>({
      query: () => ({ url: API_PATHS.listRecipes }),
      providesTags: ['Recipe'],
    }),
    saveRecipe: build.mutation<Recipe, { id?: string; body: SaveRecipeRequest }>({
      query: ({ id, body }) =>
        id
          ? { url: withId(API_PATHS.updateRecipe, id), method: 'PUT', body }
          : { url: API_PATHS.createRecipe, method: 'POST', body },
      invalidatesTags: ['Recipe'],
    }),
    deleteRecipe: build.mutation<void, string>({
      query: (id) => ({ url: withId(API_PATHS.deleteRecipe, id), method: 'DELETE' }),
      invalidatesTags: ['Recipe'],
    }),
  }),
});

export const {
  useListOwnFoodsQuery,
  useSaveOwnFoodMutation,
  useDeleteOwnFoodMutation,
  useListRecipesQuery,
  useSaveRecipeMutation,
  useDeleteRecipeMutation,
} = myFoodsApi;
