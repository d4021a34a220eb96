/** A Content-Security-Policy header as directive name -> sources. */
export function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}
