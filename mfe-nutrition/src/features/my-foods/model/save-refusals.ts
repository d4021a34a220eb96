/** An editor's save the member can put right: a value the API refuses (400) or the hourly limit (429). */
export const REFUSED: ReadonlySet<number> = new Set([400, 429]);
