// A counting TCP proxy between a server and PostgreSQL: what a call costs in round trips, measured
// on the wire of the real server process (docs/BENCHMARKS.md, decision 134). It reads the client's
// side of the protocol: every Sync ('S', the end of an extended-protocol round trip) or simple
// Query ('Q') is one round trip, every Execute ('E') one statement. Background work of the server
// (notifications after a send, job polling) is counted with it.
import net from 'node:net';

/** Starts the proxy on `port` towards `target` (host, port); `counts()` tells the totals so far. */
export async function countingProxy(port, target) {
  const totals = { round_trips: 0, statements: 0 };
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    let pending = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        // the startup packet (and an SSL request before it) has no type byte
        if (!started) {
          if (pending.length < 8) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          const code = pending.readInt32BE(4);
          pending = pending.subarray(length);
          if (code !== 80877103) started = true; // not an SSLRequest: the startup message
          continue;
        }
        if (pending.length < 5) break;
        const length = pending.readInt32BE(1);
        if (pending.length < 1 + length) break;
        const type = String.fromCharCode(pending[0]);
        if (type === 'S' || type === 'Q') totals.round_trips++;
        if (type === 'E' || type === 'Q') totals.statements++;
        pending = pending.subarray(1 + length);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    counts: () => ({ ...totals }),
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
