import net from 'node:net';

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free block of `size` consecutive ports (a site instance needs five, one per brand). */
export async function freeBlock(size: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    // Below Linux's ephemeral range (32768-60999), so no outgoing connection takes a port once chosen.
    const base = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await Promise.all(Array.from({ length: size }, (_, i) => canListen(base + i)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no free port block');
}
