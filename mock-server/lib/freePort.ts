// A free TCP port on loopback, for runs that start a server of their own on a port they must name (bench:mock, the
// dev server in network.test). The kill -9 tests start the mock on port 0 instead (test/process.ts): a port picked
// here is free only until someone else takes it.
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
