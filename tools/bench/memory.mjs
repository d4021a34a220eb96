// Memory under what a client sends. Each case runs on an API process of its own, whose peak
// resident memory (VmHWM in /proc) is read before and after:
// - photo uploads: eight 64 MP JPEG uploads at once against one alone (decoding is queued, so a
//   burst costs what one costs), with the sign-in latency during the burst against at rest;
// - the data download of a member with 1,000 photos: peak memory against the API at rest, and the
//   longest stall of the event loop while it streams (the slowest of small requests sent every
//   few milliseconds meanwhile).
import pg from 'pg';
import sharp from 'sharp';
import { addedPeak, MiB, mib, peakRss, resetPeak, startApi } from './lib/api-process.mjs';
import { p50p95, signUp } from './lib/bench-users.mjs';
import { atMost, mark, table } from './lib/verdict.mjs';

// The burst may add what one upload adds plus the bodies of the uploads waiting their turn (each held
// as received chunks and their copy): never eight decodes. The download's added peak is V8's and
// malloc's headroom, the same at 1,000 photos as at 3,000 (docs/decisions.md, "Hardening II").
const TARGETS = { signInRatio: 2, exportAddedMiB: 128, exportStallMs: 50 };
const BURST = 8;
const EXPORT_PHOTOS = Number(process.env.BENCH_EXPORT_PHOTOS ?? 1000);
const PIN = '4820913';

/** A 64 MP camera-like JPEG under the 5 MB upload limit: smooth colour fields, as a photo has. */
async function photo64mp() {
  const noise = await sharp({
    create: {
      width: 400,
      height: 400,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  const jpeg = await sharp(noise).resize(8000, 8000, { kernel: 'cubic' }).jpeg({ quality: 55 }).toBuffer();
  if (jpeg.length > 5 * MiB) throw new Error(`the 64 MP photo is ${mib(jpeg.length)}, over the upload limit`);
  return jpeg;
}

/**
 * @param {string} api
 * @param {string} cookie
 * @param {Buffer} jpeg
 */
async function upload(api, cookie, jpeg) {
  const form = new FormData();
  form.append('image', new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${api}/api/upload-profile-image`, { method: 'POST', headers: { cookie }, body: form });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
}

/**
 * @param {string} api
 * @param {string} email
 */
async function signInMs(api, email) {
  const t0 = performance.now();
  const res = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, pin: PIN }),
  });
  await res.text();
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return performance.now() - t0;
}

/**
 * @typedef {import('../stack/lib/process-group.mjs').ProcessGroup} ProcessGroup
 * @typedef {{ group: ProcessGroup, node: string, env: NodeJS.ProcessEnv }} Processes
 */

/** @param {Processes} processes */
async function photoBurst({ group, node, env }) {
  const jpeg = await photo64mp();
  const { api, pid } = await startApi(group, node, env, 'api-photos');
  /** @type {{ cookie: string }[]} */
  const uploaders = [];
  for (let i = 0; i < BURST; i++) uploaders.push(await signUp(api, `uploader${i}`));
  const reader = await signUp(api, 'signer');
  const email = (await (await fetch(`${api}/api/auth/user`, { headers: { cookie: reader.cookie } })).json()).email;
  /** @type {number[]} */
  const atRest = [];
  for (let i = 0; i < 10; i++) atRest.push(await signInMs(api, email));

  const first = /** @type {{ cookie: string }} */ (uploaders[0]);
  await upload(api, first.cookie, jpeg); // warm: sharp and the multipart path loaded
  const rest = resetPeak(pid);
  let one = 0;
  let eight = 0;
  for (let round = 0; round < 3; round++) {
    one = Math.max(one, await addedPeak(pid, () => upload(api, first.cookie, jpeg)));
    eight = Math.max(eight, await addedPeak(pid, () => Promise.all(uploaders.map((u) => upload(api, u.cookie, jpeg)))));
  }
  // Sign-ins (argon2 takes 64 MB each) run one after another during three more bursts.
  /** @type {number[]} */
  const during = [];
  for (let round = 0; round < 3; round++) {
    let done = false;
    const burst = Promise.all(uploaders.map((u) => upload(api, u.cookie, jpeg))).finally(() => (done = true));
    while (!done) during.push(await signInMs(api, email));
    await burst;
  }
  await group.stop('api-photos');

  const allowed = one + BURST * 2 * jpeg.length;
  const signIn = { rest: p50p95(atRest).p50, burst: p50p95(during).p50 };
  return [
    ['API at rest (resident)', mib(rest), '', '', ''],
    ['one 64 MP upload (worst of 3)', '', `+${mib(one)}`, '', ''],
    [
      `${BURST} at once (worst of 3; ${mib(jpeg.length)} each)`,
      '',
      `+${mib(eight)}`,
      `<= +${mib(allowed)}`,
      mark(atMost(eight, allowed)),
    ],
    [
      `sign-in median at rest / during the bursts (${during.length})`,
      `${signIn.rest.toFixed(0)} ms`,
      `${signIn.burst.toFixed(0)} ms`,
      `${(signIn.burst / signIn.rest).toFixed(2)}x, <= ${TARGETS.signInRatio}x`,
      mark(atMost(signIn.burst / signIn.rest, TARGETS.signInRatio)),
    ],
  ];
}

/**
 * Stores EXPORT_PHOTOS meal photos of a real size (~100 KB each, as uploads leave them) for `userId`.
 * @param {string} dbUrl
 * @param {string} userId
 */
async function seedPhotos(dbUrl, userId) {
  const noise = await sharp({
    create: {
      width: 1024,
      height: 768,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 60 })
    .toBuffer();
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO food_photos (user_id, jpeg, width, height) SELECT $1, $2, 1024, 768 FROM generate_series(1, $3)`,
      [userId, noise, EXPORT_PHOTOS],
    );
  } finally {
    await db.end();
  }
  return noise.length;
}

/** @param {Processes & { dbUrl: string }} processes */
async function exportStream({ group, node, env, dbUrl }) {
  const { api, pid } = await startApi(group, node, env, 'api-export');
  const member = await signUp(api, 'exporter');
  const photoBytes = await seedPhotos(dbUrl, member.id);
  // Warm: the session look-up and the pool exist before anything is measured.
  await (await fetch(`${api}/api/auth/user`, { headers: { cookie: member.cookie } })).text();
  // A request answered 401 at once (no database): its slowest time is how long the loop was held.
  let streaming = true;
  const probe = async () => {
    let slowest = 0;
    while (streaming) {
      const t0 = performance.now();
      await (await fetch(`${api}/api/auth/user`)).text();
      slowest = Math.max(slowest, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 5));
    }
    return slowest;
  };
  const idle = probe();
  await new Promise((r) => setTimeout(r, 2000));
  streaming = false;
  const slowestIdle = await idle;
  streaming = true;
  const before = resetPeak(pid);
  const during = probe();
  const t0 = performance.now();
  const res = await fetch(`${api}/api/account/export`, { headers: { cookie: member.cookie } });
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let size = 0;
  if (!res.body) throw new Error('export answered without a body');
  for await (const chunk of res.body) size += chunk.length;
  const seconds = (performance.now() - t0) / 1000;
  streaming = false;
  const slowestDuring = await during;
  const after = peakRss(pid);
  await group.stop('api-export');
  if (size < EXPORT_PHOTOS * photoBytes) throw new Error(`the download is ${mib(size)}, smaller than its photos`);

  const added = after - before;
  return [
    ['API before the download (resident)', mib(before), '', '', ''],
    [
      `download of ${EXPORT_PHOTOS} photos (${mib(size)} in ${seconds.toFixed(1)} s)`,
      mib(after),
      `+${mib(added)}`,
      `<= +${TARGETS.exportAddedMiB} MiB`,
      mark(atMost(added, TARGETS.exportAddedMiB * MiB)),
    ],
    [
      'slowest 401 at rest / during the download',
      `${slowestIdle.toFixed(0)} ms`,
      `${slowestDuring.toFixed(0)} ms`,
      `<= ${TARGETS.exportStallMs} ms`,
      mark(atMost(slowestDuring, TARGETS.exportStallMs)),
    ],
  ];
}

/**
 * `env` is the bench API's environment; `dbUrl` its database.
 * @param {Processes & { dbUrl: string }} processes
 */
export async function memoryBench({ group, node, env, dbUrl }) {
  const burstEnv = { ...env, LOGINS_PER_ADDRESS_PER_MINUTE: '100000', SIGNUPS_PER_ADDRESS_PER_HOUR: '100000' };
  const rows = [['peak resident memory (VmHWM)', 'peak', 'added', 'target', '']];
  rows.push(...(await photoBurst({ group, node, env: burstEnv })));
  rows.push(...(await exportStream({ group, node, env: burstEnv, dbUrl })));
  console.log(
    `\nMemory: ${BURST} uploads of a 64 MP JPEG at once against one (one decode at a time: the burst adds one upload's peak and the waiting bodies; sign-in <= ${TARGETS.signInRatio}x), ` +
      `and a data download of ${EXPORT_PHOTOS} photos (streamed: peak + at most ${TARGETS.exportAddedMiB} MiB, event loop never held > ${TARGETS.exportStallMs} ms)`,
  );
  console.log(table(rows));
}
