import { baseApi } from '@chairside/api-client';
import { API_PATHS, CAMERA, type CreateFoodEntryRequest, type FoodEntry } from '@chairside/contracts/web';

interface FoodEntryWithPhoto {
  entry: CreateFoodEntryRequest;
  /** The JPEG still of the camera dialog. */
  photo: Blob;
}

const foodEntriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTodaysFoodEntries: build.query<FoodEntry[], { date: string; tz: string }>({
      query: (params) => ({ url: API_PATHS.listFoodEntries, params }),
      providesTags: ['FoodEntry'],
    }),
    createFoodEntry: build.mutation<FoodEntry, CreateFoodEntryRequest>({
      query: (body) => ({ url: API_PATHS.createFoodEntry, method: 'POST', body }),
      // Refreshes every list of food entries, whichever remote reads it (community's share-meal list too).
      invalidatesTags: ['FoodEntry'],
    }),
    // The camera saves as multipart, the photo named food-photo.jpg.
    createFoodEntryWithPhoto: build.mutation<FoodEntry, FoodEntryWithPhoto>({
      query: ({ entry, photo }) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(entry))
          if (value !== undefined && value !== null) form.append(key, String(value));
        form.append('image', photo, CAMERA.photoFileName);
        return { url: API_PATHS.createFoodEntry, method: 'POST', body: form };
      },
      invalidatesTags: ['FoodEntry'],
    }),
  }),
});

export const { useListTodaysFoodEntriesQuery, useCreateFoodEntryMutation, useCreateFoodEntryWithPhotoMutation } =
  foodEntriesApi;
