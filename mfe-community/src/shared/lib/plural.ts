/** "1 comment", "2 comments", "0 comments". */
export const countOf = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
