import type { FoodAnalysisResult } from '@chairside/contracts/web';
import { initialScan, scanReducer, type ScanAction, type ScanState } from './scan-state';

const missing = { code: '4006381333931', why: 'not-found' } as const;

const run = (state: ScanState, ...actions: ScanAction[]) => actions.reduce(scanReducer, state);
const result = { foodName: 'Apple' } as FoodAnalysisResult;

describe('scanReducer', () => {
  it('opens in the mode asked for, at lunch, with nothing captured', () => {
    expect(initialScan('barcode')).toEqual({
      mode: 'barcode',
      mealType: 'lunch',
      still: null,
      status: '',
      uploadOnly: false,
      scanning: false,
      notFound: null,
      analyzed: null,
    });
  });

  it('another mode drops the photo and tries the camera again; the same mode changes nothing', () => {
    const failed = run(initialScan('photo'), { kind: 'captured', photo: 'data:a' }, { kind: 'cameraFailed' });
    expect(scanReducer(failed, { kind: 'pickMode', mode: 'photo' })).toBe(failed);
    expect(scanReducer(failed, { kind: 'pickMode', mode: 'barcode' })).toMatchObject({
      mode: 'barcode',
      still: null,
      uploadOnly: false,
    });
  });

  it('a failed camera leaves the upload path and clears the status line', () => {
    const s = run(initialScan('photo'), { kind: 'status', text: 'Starting camera...' }, { kind: 'cameraFailed' });
    expect(s).toMatchObject({ uploadOnly: true, status: '' });
  });

  it('a lookup clears an earlier "not found" and says so when it fails', () => {
    const started = run(initialScan('barcode'), { kind: 'lookupEnded', notFound: missing }, { kind: 'lookupStarted' });
    expect(started).toMatchObject({ status: 'Looking up product...', notFound: null });
    expect(scanReducer(started, { kind: 'lookupEnded', notFound: missing })).toMatchObject({
      status: '',
      notFound: missing,
    });
    expect(scanReducer(started, { kind: 'lookupEnded', notFound: null })).toMatchObject({
      status: '',
      notFound: null,
    });
  });

  it('capture, retake and a chosen file set the still; a file switches to photo mode', () => {
    const captured = scanReducer(initialScan('photo'), { kind: 'captured', photo: 'data:a' });
    expect(captured.still).toBe('data:a');
    expect(scanReducer(captured, { kind: 'retake' }).still).toBeNull();
    expect(scanReducer(initialScan('barcode'), { kind: 'photoChosen', photo: 'data:b' })).toMatchObject({
      mode: 'photo',
      still: 'data:b',
    });
  });

  it('the result opens over the dialog and Cancel returns to it with the photo kept', () => {
    const food = { result, mealType: 'dinner' as const, method: 'camera' as const, photo: 'data:a' };
    const open = run(initialScan('photo'), { kind: 'captured', photo: 'data:a' }, { kind: 'analyzed', food });
    expect(open.analyzed).toBe(food);
    expect(scanReducer(open, { kind: 'resultCancelled' })).toMatchObject({ analyzed: null, still: 'data:a' });
  });

  it('reset goes back to the opening state but keeps "not found" until the next lookup', () => {
    const used = run(
      initialScan('photo'),
      { kind: 'pickMode', mode: 'barcode' },
      { kind: 'pickMeal', mealType: 'snack' },
      { kind: 'scanning', on: true },
      { kind: 'lookupEnded', notFound: missing },
      { kind: 'cameraFailed' },
    );
    expect(scanReducer(used, { kind: 'reset', mode: 'photo' })).toEqual({ ...initialScan('photo'), notFound: missing });
  });
});
