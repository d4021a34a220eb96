// Defined once in the shared api-client: mfe-profile reads and changes the same profile.
export { useGetUserProfileQuery, useUpdateUserProfileMutation } from '@chairside/api-client';
