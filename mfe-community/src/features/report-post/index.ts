export { ReportPostButton } from './ui/report-post-button';
