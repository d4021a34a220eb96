import { NUMBER_WORDS } from '@chairside/contracts';

/** 'forty five' -> '45', 'twenty-five' -> '25', 'an hour' -> '1 hour'; the phrases people say for time. */
function normalise(text: string): string {
  let t = ` ${text.toLowerCase().replace(/[–—]/g, '-')} `;
  t = t.replace(
    /\b(twenty|thirty|forty|fifty)[\s-](one|two|three|four|five|six|seven|eight|nine)\b/g,
    (_, a: string, b: string) => String(NUMBER_WORDS[a]! + NUMBER_WORDS[b]!),
  );
  t = t.replace(new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'g'), (w) => String(NUMBER_WORDS[w]));
  t = t
    .replace(/\b(?:an?|1)\s+hours?\s+and\s+a\s+half\b/g, ' 90 min ')
    .replace(/\b(\d+)\s+and\s+a\s+half\s+hours?\b/g, (_, h: string) => ` ${Number(h) + 0.5} hours `)
    .replace(/\b(?:an?\s+)?half\s+(?:an\s+)?hour\b/g, ' 30 min ')
    .replace(/\b3\s+quarters?\s+of\s+an\s+hour\b/g, ' 45 min ')
    .replace(/\b(?:an?\s+)?quarter(?:\s+of\s+an\s+|-|\s+)hour\b/g, ' 15 min ')
    .replace(/\ba\s+couple\s+of\s+hours\b/g, ' 2 hours ')
    .replace(/\b(?:an?|one)\s+hour\b/g, ' 1 hour ');
  return t;
}

const HOURS = '(?:h|hr|hrs|hour|hours)';
const MINUTES = '(?:m|min|mins|minute|minutes)';

/** Minutes named in free text ('45 min', '1h30', '1.5 hours', 'half an hour', '1:15'), or null. */
export function parseDurationMinutes(text: string): number | null {
  const t = normalise(text);
  const clock = /\b(\d{1,2}):([0-5]\d)\b(?!\s*(?:am|pm))/.exec(t);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const hours = new RegExp(
    `(\\d+(?:\\.\\d+)?)\\s*${HOURS}(?![a-z])(?:\\s*(?:and\\s*)?(\\d+)\\s*(?:${MINUTES}\\b)?)?`,
  ).exec(t);
  if (hours) return Math.round(Number(hours[1]) * 60 + Number(hours[2] ?? 0));
  // A bare 'm' would read '400m sprint' as 400 minutes: alone, minutes need a longer word.
  const minutes = /(\d+(?:\.\d+)?)\s*(?:min|mins|minute|minutes|mn)\b/.exec(t);
  if (minutes) return Math.round(Number(minutes[1]));
  const seconds = /(\d+)\s*(?:s|sec|secs|second|seconds)\b/.exec(t);
  if (seconds) return Math.max(1, Math.ceil(Number(seconds[1]) / 60));
  return null;
}

/** Kilometres named in the text ('5k', '5 km', '3 miles'), for a running pace; null when none. */
export function parseDistanceKm(text: string): number | null {
  const t = text.toLowerCase();
  const km = /(\d+(?:\.\d+)?)\s*(?:k|km|kms|kilometers|kilometres)\b/.exec(t);
  if (km) return Number(km[1]);
  const miles = /(\d+(?:\.\d+)?)\s*(?:mi|mile|miles)\b/.exec(t);
  return miles ? Number(miles[1]) * 1.609 : null;
}
