import { baseApi } from '@chairside/api-client';
import { API_PATHS, PHOTO_UPLOAD, type UpdateUserProfileRequest, type UserProfile } from '@chairside/contracts/web';

const IMAGE_FIELD = PHOTO_UPLOAD.field;

export const userProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserProfile: build.query<UserProfile, void>({
      query: () => ({ url: API_PATHS.getUserProfile }),
      providesTags: ['UserProfile'],
    }),
    // 'User' too: the shell's top navigation reads the name and photo from the user call.
    updateUserProfile: build.mutation<UserProfile, UpdateUserProfileRequest>({
      query: (body) => ({ url: API_PATHS.updateUserProfile, method: 'PUT', body }),
      invalidatesTags: ['UserProfile', 'User'],
    }),
    uploadProfileImage: build.mutation<{ imageUrl: string }, File>({
      query: (file) => {
        const form = new FormData();
        form.append(IMAGE_FIELD, file, file.name);
        return { url: API_PATHS.uploadProfileImage, method: 'POST', body: form };
      },
      // The API puts the photo on the profile at once (docs/decisions.md, "Your data"): the top
      // navigation and the user's community posts show it.
      invalidatesTags: ['UserProfile', 'User', 'CommunityPost'],
    }),
  }),
});

export const { useGetUserProfileQuery, useUpdateUserProfileMutation, useUploadProfileImageMutation } = userProfileApi;
