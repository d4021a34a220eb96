export { useAddWaterMutation, useDeleteWaterMutation, useGetWaterDayQuery } from './api/water-day-api';
