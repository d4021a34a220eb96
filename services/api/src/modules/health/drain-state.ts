import { Injectable } from '@nestjs/common';

/**
 * Whether this instance has been asked to stop. From then on readiness answers 503, so a balancer
 * that learns from health checks sends it no new work while it finishes what it has (main.ts).
 */
@Injectable()
export class DrainState {
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  start(): void {
    this.started = true;
  }
}
