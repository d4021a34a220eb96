export { BodyMeasurementsDialog } from './ui/body-measurements-dialog';
