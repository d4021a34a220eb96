import { speechErrorMessage } from './speech-errors';

describe('speech error texts', () => {
  it.each([
    ['no-speech', 'No speech detected. Please try again.'],
    ['audio-capture', 'Audio capture failed. Please check your microphone.'],
    ['not-allowed', 'Microphone access denied. Please allow microphone access.'],
    ['network', 'Network error occurred during speech recognition.'],
    ['service-not-allowed', 'Speech recognition service not allowed.'],
    ['aborted', 'Speech recognition error: aborted'],
  ])('%s', (code, text) => expect(speechErrorMessage(code)).toBe(text));
});
