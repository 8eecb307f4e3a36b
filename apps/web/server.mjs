// The storefront's HTTP server: Next.js behind a few lines that decide who the client is. Next.js alone keeps an
// `X-Forwarded-For` sent by the client, so a shopper could claim any address; here the address is taken from the
// connection, or from the proxies the merchant declared in front of the shop (TRUSTED_PROXY_HOPS), and handed to
// the app in a header no client can set. `proxy.ts` forwards it to the API with the shared PROXY_SECRET.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import next from "next";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "./lib/client-address.mjs";
import { readWebEnv } from "./lib/env.mjs";

let settings;
try {
  settings = readWebEnv();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { PORT: port, HOST: hostname } = settings;
/** How many proxies (nginx, a CDN) stand in front of the storefront and append to X-Forwarded-For. */
const trustedHops = settings.TRUSTED_PROXY_HOPS;

const dir = fileURLToPath(new URL(".", import.meta.url));
const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** Next.js tells the client where it forwarded `/api/*` (`x-middleware-rewrite`): the API's private address. */
function hideInternalHeaders(response) {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) =>
    String(name).toLowerCase() === "x-middleware-rewrite" ? response : setHeader(name, value);
}

/** The build's files are read, never written: Next.js would answer another method with a 500, an error of its own. */
const refusedMethod = (request) =>
  request.url?.startsWith("/_next/static/") && request.method !== "GET" && request.method !== "HEAD";

const server = createServer((request, response) => {
  if (refusedMethod(request)) {
    response.writeHead(405, { allow: "GET, HEAD" }).end();
    return;
  }
  const forwarded = request.headers["x-forwarded-for"];
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
    request.socket.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(",") : forwarded,
    trustedHops,
  );
  hideInternalHeaders(response);
  void handle(request, response);
});
// An idle kept-alive connection stays open a minute (Node's default is 5 s): a client reusing one at the moment the
// server closes it sees its request reset, and reverse proxies and HTTP clients keep theirs longer than 5 s.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => console.log(`✓ Site prêt sur http://${hostname}:${port}`));

const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
