// Which of the ports a script is about to serve on are already taken (Node built-ins only: runs before `npm ci`).
import { createConnection, createServer } from "node:net";

/** Resolves to the ports of the list that another program holds on 127.0.0.1, in the list's order. */
export async function takenPorts(ports) {
  const taken = [];
  for (const port of ports) if (await isTaken(Number(port))) taken.push(Number(port));
  return taken;
}

async function isTaken(port) {
  // A program listening on every address (0.0.0.0 or ::) makes the bind fail; one that shares the address
  // (SO_REUSEPORT) does not, so a connection that is answered counts as taken too.
  const bindRefused = await new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(true));
    server.listen({ port, host: "127.0.0.1", exclusive: true }, () => server.close(() => resolve(false)));
  });
  if (bindRefused) return true;
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.setTimeout(1_000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A port the system says is free on 127.0.0.1 now (for a server started right after). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen({ port: 0, host: "127.0.0.1" }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
