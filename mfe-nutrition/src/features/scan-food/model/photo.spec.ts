import { dataUrlToBlob, fitWithin } from './photo';

describe('fitWithin (longer side at most 1024 px)', () => {
  it('shrinks a landscape photo by its width and keeps the ratio', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
  });
  it('shrinks a portrait photo by its height', () => {
    expect(fitWithin(1080, 1920)).toEqual({ width: 576, height: 1024 });
  });
  it('never enlarges a small photo', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe('dataUrlToBlob', () => {
  it('keeps the bytes and the type', async () => {
    const blob = dataUrlToBlob('data:image/jpeg;base64,/9j/AA==');
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(4);
  });
});
