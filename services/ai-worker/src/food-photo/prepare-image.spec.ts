import sharp from 'sharp';
import { prepareFoodImage } from './prepare-image';

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

const dataUrl = (buf: Buffer, type = 'image/png') => `data:${type};base64,${buf.toString('base64')}`;

describe('prepareFoodImage', () => {
  it('downscales the longer side to 1024 px as JPEG and drops the metadata', async () => {
    const tall = await sharp({ create: { width: 900, height: 2400, channels: 3, background: '#c86' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS here' } } })
      .jpeg()
      .toBuffer();
    const r = await prepareFoodImage(dataUrl(tall, 'image/jpeg'));
    if (!r.ok) throw new Error(r.message);
    const meta = await sharp(r.jpeg).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'jpeg',
      width: 384,
      height: 1024,
      exif: undefined,
    });
  });

  it('keeps a small photo its size', async () => {
    const r = await prepareFoodImage(
      dataUrl(
        await sharp({ create: { width: 320, height: 200, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
        'image/webp',
      ),
    );
    expect(r.ok && [r.width, r.height]).toEqual([320, 200]);
  });

  it('judges by the bytes, not the declared type', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await prepareFoodImage(dataUrl(png, 'application/octet-stream'))).ok).toBe(true);
    expect(await prepareFoodImage(dataUrl(Buffer.from('<svg onload="alert(1)"/>'), 'image/png'))).toMatchObject({
      ok: false,
      statusCode: 415,
    });
    expect(await prepareFoodImage(dataUrl(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg'))).toMatchObject(
      { ok: false, statusCode: 415 },
    );
    expect(await prepareFoodImage('data:image/png;base64,')).toMatchObject({ ok: false, statusCode: 400 });
  });

  it('refuses a small file that claims a huge picture (a decompression bomb) before decoding it', async () => {
    // A real 1x1 PNG whose header is rewritten to say 20000 x 20000 (400 MP), with a valid CRC.
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(20000, 16);
    bomb.writeUInt32BE(20000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20000);
    expect(await prepareFoodImage(dataUrl(bomb))).toMatchObject({
      ok: false,
      statusCode: 413,
      message: expect.stringContaining('too many pixels'),
    });
  });

  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#8ab17d' } });

  it('takes only what a browser or phone camera sends: JPEG, PNG and WebP', async () => {
    const small = () => picture(64, 48);
    for (const [type, buf] of [
      ['image/avif', await small().avif().toBuffer()],
      ['image/gif', await small().gif().toBuffer()],
      ['image/tiff', await small().tiff().toBuffer()],
    ] as const) {
      expect(await prepareFoodImage(dataUrl(buf, type))).toMatchObject({
        ok: false,
        statusCode: 415,
        message: 'The file is not a photo we can read (JPEG, PNG or WebP).',
      });
    }
  });

  it('stops pictures decoded whole (PNG, progressive JPEG) at 4096 x 4096, and shrink-on-load JPEG at 64 MP', async () => {
    const tooMany = { ok: false, statusCode: 413, message: 'The photo has too many pixels (at most 16 megapixels).' };
    expect(await prepareFoodImage(dataUrl(await picture(4097, 4096).png().toBuffer()))).toMatchObject(tooMany);
    expect(
      await prepareFoodImage(dataUrl(await picture(5000, 4000).jpeg({ progressive: true }).toBuffer(), 'image/jpeg')),
    ).toMatchObject(tooMany);
    const png = await prepareFoodImage(dataUrl(await picture(4096, 4096).png().toBuffer()));
    expect(png.ok && [png.width, png.height]).toEqual([1024, 1024]);
    // 20 MP baseline JPEG, as a phone camera writes it.
    const jpeg = await prepareFoodImage(dataUrl(await picture(5000, 4000).jpeg().toBuffer(), 'image/jpeg'));
    expect(jpeg.ok && [jpeg.width, jpeg.height]).toEqual([1024, 819]);
    expect(await prepareFoodImage(dataUrl(await picture(8001, 8000).jpeg().toBuffer(), 'image/jpeg'))).toMatchObject({
      ok: false,
      statusCode: 413,
      message: 'The photo has too many pixels (at most 64 megapixels).',
    });
  });
});
