export { useGetUserProfileQuery, useUpdateUserProfileMutation } from './api/user-profile-api';
