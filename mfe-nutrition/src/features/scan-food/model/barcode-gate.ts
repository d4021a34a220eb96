/**
 * A barcode equal to the previous one, or seen while a lookup is pending, is ignored;
 * otherwise it is accepted (and looked up 0.5 s later).
 */
export class BarcodeGate {
  private last: string | null = null;
  private pending = false;

  accept(code: string): boolean {
    if (this.pending || code === this.last) return false;
    this.last = code;
    this.pending = true;
    return true;
  }

  /** The lookup finished (either way); a different code may now be looked up. */
  settle(): void {
    this.pending = false;
  }

  reset(): void {
    this.last = null;
    this.pending = false;
  }
}
