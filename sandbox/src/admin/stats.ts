import type { Backend } from '../backends';

/** Request counts per back-end and route pattern, so tests and the bench can count upstream calls. */
export class RequestStats {
  private counts = new Map<string, number>();

  record(backend: Backend, method: string, route: string): void {
    const key = `${backend} ${method} ${route}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  reset(): void {
    this.counts = new Map();
  }

  snapshot(): { total: number; backends: Record<string, { total: number; routes: Record<string, number> }> } {
    const backends: Record<string, { total: number; routes: Record<string, number> }> = {};
    let total = 0;
    for (const [key, count] of this.counts) {
      const [backend, method, route] = key.split(' ') as [string, string, string];
      const entry = (backends[backend] ??= { total: 0, routes: {} });
      entry.routes[`${method} ${route}`] = count;
      entry.total += count;
      total += count;
    }
    return { total, backends };
  }
}
