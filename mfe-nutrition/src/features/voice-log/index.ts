export { VoiceLogDialog } from './ui/voice-log-dialog';
