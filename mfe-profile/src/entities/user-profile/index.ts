export {
  useGetUserProfileQuery,
  useUpdateUserProfileMutation,
  useUploadProfileImageMutation,
} from './api/user-profile-api';
export { avatarImage, avatarLetters } from './model/avatar';
export { UserAvatar } from './ui/user-avatar';
