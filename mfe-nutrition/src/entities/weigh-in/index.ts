export { useDeleteWeighInMutation, useListWeighInsQuery, useLogWeighInMutation } from './api/weigh-ins-api';
