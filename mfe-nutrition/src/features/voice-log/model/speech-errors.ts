import { t } from '../../../shared/i18n';

/** The toast text for each SpeechRecognition error code. */
export function speechErrorMessage(code: string): string {
  switch (code) {
    case 'no-speech':
      return t('No speech detected. Please try again.');
    case 'audio-capture':
      return t('Audio capture failed. Please check your microphone.');
    case 'not-allowed':
      return t('Microphone access denied. Please allow microphone access.');
    case 'network':
      return t('Network error occurred during speech recognition.');
    case 'service-not-allowed':
      return t('Speech recognition service not allowed.');
    default:
      return t('Speech recognition error: {{code}}', { code });
  }
}
