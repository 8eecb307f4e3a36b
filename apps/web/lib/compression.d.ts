// The compression middleware Next.js ships (the `compression` package), which server.mjs runs in its place.
declare module "next/dist/compiled/compression/index.js" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
