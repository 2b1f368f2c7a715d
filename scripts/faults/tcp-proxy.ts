/**
 * A TCP proxy between the server and its database that a fault test cuts and restores: `cut()`
 * drops every open connection and refuses new ones (the database "down"), `restore()` forwards
 * again on the same port. The real database keeps running.
 */
import { createServer, Socket, type Server } from 'node:net';

export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = new Socket();
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        upstream.connect(target.port, target.host, () => {
          client.pipe(upstream);
          upstream.pipe(client);
        });
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        const address = next.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  const port = await listen(0);
  return {
    port,
    cut: stop,
    restore: async () => {
      await listen(port);
    },
    close: stop,
  };
}
