import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// EAN-13 symbol tables (GS1 General Specifications 5.2.1.2).
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R = L.map((code) => [...code].map((b) => (b === '1' ? '0' : '1')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 symbol ('1' = bar). */
function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not an EAN-13: ${code}`);
  const d = [...code].map(Number);
  const parity = PARITY[d[0]!]!;
  const left = d
    .slice(1, 7)
    .map((n, i) => (parity[i] === 'L' ? L : G)[n])
    .join('');
  const right = d
    .slice(7)
    .map((n) => R[n])
    .join('');
  return `101${left}01010${right}101`;
}

/**
 * A Y4M clip (what Chromium's --use-file-for-fake-video-capture plays, looping) of a black-on-white
 * EAN-13 symbol in the middle of the frame, so the fake camera shows a real barcode to zxing.
 */
export function writeEan13Video(file: string, code: string, width = 640, height = 480, frames = 3): void {
  const modules = ean13Modules(code);
  const moduleWidth = 4;
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  const top = Math.floor(height * 0.25);
  const bottom = Math.floor(height * 0.75);
  const y = Buffer.alloc(width * height, 235);
  for (let row = top; row < bottom; row++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] === '1')
        y.fill(16, row * width + left + m * moduleWidth, row * width + left + (m + 1) * moduleWidth);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`),
      ...Array(frames).fill(frame),
    ]),
  );
}
