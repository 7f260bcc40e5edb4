/**
 * Makes the hosted clips, one per brand colour (sandbox/assets/videos), with ffmpeg: six seconds
 * of slowly moving gradients in the brand's clip colours (clipColours). Run once when a brand colour
 * changes (`npm run clips`, needs ffmpeg: `apt-get install ffmpeg`); the clips are committed, so the
 * sandbox itself never needs ffmpeg.
 */
import { BRANDS } from '@agency/schema/brands';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clipColours } from '../images/palette';
import { PACKAGE_ROOT } from '../package-root';
import { ownClipPath } from '../seed/media-paths';

for (const color of new Set(BRANDS.map((brand) => brand.color.toLowerCase()))) {
  const file = fileURLToPath(new URL(`assets/${ownClipPath(color)}`, PACKAGE_ROOT));
  mkdirSync(dirname(file), { recursive: true });
  const [c0, c1, c2, c3] = clipColours(color).map((c) => `0x${c.slice(1)}`);
  execFileSync(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', `gradients=s=640x360:c0=${c0}:c1=${c1}:c2=${c2}:c3=${c3}:nb_colors=4:speed=0.02:d=6:r=24:seed=1`],
      ...['-vf', 'format=yuv420p', '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '34'],
      ...['-movflags', '+faststart', '-an', '-map_metadata', '-1', '-fflags', '+bitexact', file],
    ],
    { stdio: 'inherit' },
  );
  process.stdout.write(`${file}\n`);
}
