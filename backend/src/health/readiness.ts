/**
 * Whether this process should still get new requests. On SIGTERM main.ts starts the drain: GET /api/health/ready turns
 * 503 at once (a balancer that checks it stops sending), and every response carries `Connection: close` (a balancer's
 * keep-alive connection ends after its current request, never while a new one is on its way), until the server stops
 * accepting connections and the in-flight requests finish.
 */
export class Readiness {
  private drainingSince: Date | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(now = new Date()): void {
    this.drainingSince ??= now;
  }
}
