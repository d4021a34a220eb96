export { HealthDataExport } from './ui/health-data-export';
