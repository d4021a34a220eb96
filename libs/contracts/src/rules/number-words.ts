/** The counts people say for an amount ('two eggs', 'a dozen'): one to twelve. */
export const SMALL_NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** Spoken numbers up to ninety, for durations ('forty five minutes', 'ninety minutes'). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...SMALL_NUMBER_WORDS,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};
