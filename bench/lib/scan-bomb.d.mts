// Types of scan-bomb.mjs, for the gateway's tests (TypeScript).
export interface Scan {
  components: number[];
  ss: number;
  se: number;
  ah: number;
  al: number;
}
export function fullScript(components: 1 | 3): Scan[];
export function scanBomb(options: { width: number; height: number; components?: 1 | 3; scans?: number }): Buffer;
