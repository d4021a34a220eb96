// Defined once in the shared api-client: mfe-exercise reads the same status beside the check-in, and
// a check-in saved there takes the dashboard's invitation away.
export { useGetBodyCheckInStatusQuery } from '@chairside/api-client';
