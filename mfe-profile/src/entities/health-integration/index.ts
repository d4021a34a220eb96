export {
  useListHealthIntegrationsQuery,
  useConnectHealthIntegrationMutation,
  useDisconnectHealthIntegrationMutation,
  useSyncHealthIntegrationMutation,
  exportUrl,
} from './api/health-integrations-api';
export { PLATFORMS } from './model/platforms';
