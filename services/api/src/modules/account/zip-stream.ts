import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Text is deflated this much at a time, then the event loop gets a turn. */
const TEXT_SLICE = 64 * 1024;

/**
 * A ZIP written as it is read: each file is added whole or in slices, and the writer waits whenever
 * the reader (a slow download) has not taken the last megabyte, so memory holds about one file and
 * no step keeps the event loop for long.
 */
export class ZipStream {
  readonly readable: Readable;
  private readonly out = new PassThrough({ highWaterMark: 1024 * 1024 });
  private readonly zip = new Zip((err, chunk, final) => {
    if (err) return void this.out.destroy(err);
    this.out.write(chunk);
    if (final) this.out.end();
  });

  constructor() {
    this.readable = this.out;
  }

  /**
   * Compressed as it comes: `parts` (the text, or its lines) are gathered to about 64 KB, encoded and
   * deflated, with a turn of the event loop between slices, so no file is ever held whole.
   */
  async addText(name: string, parts: string | Iterable<string>): Promise<void> {
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    let batch: string[] = [];
    let size = 0;
    const flush = async () => {
      const bytes = strToU8(batch.join(''));
      batch = [];
      size = 0;
      for (let at = 0; at < bytes.length; at += TEXT_SLICE) {
        file.push(bytes.subarray(at, at + TEXT_SLICE));
        await this.room();
      }
    };
    for (const part of typeof parts === 'string' ? [parts] : parts) {
      batch.push(part);
      size += part.length;
      if (size >= TEXT_SLICE) await flush();
    }
    await flush();
    file.push(new Uint8Array(0), true);
    await this.room();
  }

  /** Stored as it is: a JPEG is compressed already. */
  async addStored(name: string, bytes: Uint8Array): Promise<void> {
    const file = new ZipPassThrough(name);
    this.zip.add(file);
    file.push(bytes, true);
    await this.room();
  }

  end(): void {
    this.zip.end();
  }

  fail(e: Error): void {
    this.out.destroy(e);
  }

  /** Resolves when the reader has taken what is buffered; rejects when the download was closed. */
  private async room(): Promise<void> {
    if (this.out.destroyed) throw new Error('the download was closed');
    if (!this.out.writableNeedDrain) return nextTurn();
    await new Promise<void>((resolve, reject) => {
      const drained = () => {
        this.out.off('close', closed);
        resolve();
      };
      const closed = () => {
        this.out.off('drain', drained);
        reject(new Error('the download was closed'));
      };
      this.out.once('drain', drained).once('close', closed);
    });
  }
}
