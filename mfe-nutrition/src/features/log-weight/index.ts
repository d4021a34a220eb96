export { LogWeightDialog } from './ui/log-weight-dialog';
