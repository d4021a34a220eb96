// Reading and changing the profile is shared (api-client); uploading a photo is this remote's own.
export { useGetUserProfileQuery, useUpdateUserProfileMutation } from '@chairside/api-client';
export { useUploadProfileImageMutation } from './api/user-profile-api';
export { avatarImage, avatarLetters } from './model/avatar';
export { UserAvatar } from './ui/user-avatar';
