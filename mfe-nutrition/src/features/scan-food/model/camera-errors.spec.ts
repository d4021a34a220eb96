import { CAMERA_MESSAGES, cameraErrorMessage } from './camera-errors';

const err = (name: string) => Object.assign(new Error('x'), { name });

describe('cameraErrorMessage', () => {
  it.each([
    ['NotAllowedError', CAMERA_MESSAGES.denied],
    ['NotFoundError', CAMERA_MESSAGES.noCamera],
    ['OverconstrainedError', CAMERA_MESSAGES.noCamera],
    ['NotSupportedError', CAMERA_MESSAGES.unsupported],
    ['AbortError', CAMERA_MESSAGES.generic],
  ])('%s gives its own message', (name, message) => {
    expect(cameraErrorMessage(err(name))).toBe(message);
  });

  it('anything else is the generic message', () => {
    expect(cameraErrorMessage('boom')).toBe('Camera access failed. You can upload a photo instead.');
  });
});
