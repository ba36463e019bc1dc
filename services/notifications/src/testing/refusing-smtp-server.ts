import net from 'node:net';

export interface RefusingSmtpServer {
  url: string;
  /** RCPT commands it answered (each refused with 550). */
  refusals(): number;
  close(): Promise<void>;
}

/**
 * A minimal real SMTP server that refuses every recipient for good (550 no such mailbox), as a relay
 * does for an address that does not exist: what a "permanently refused" mail meets.
 */
export async function startRefusingSmtpServer(): Promise<RefusingSmtpServer> {
  let refused = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write('220 refusing.test ESMTP\r\n');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end = buffered.indexOf('\r\n');
      while (end >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 refusing.test\r\n');
        else if (verb === 'MAIL') socket.write('250 OK\r\n');
        else if (verb === 'RCPT') {
          refused += 1;
          socket.write('550 5.1.1 No such mailbox here\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
        else socket.write('502 Command not implemented\r\n');
        end = buffered.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    refusals: () => refused,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
