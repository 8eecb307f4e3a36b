import { execFileSync } from "node:child_process";
import dns from "node:dns";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createSecureServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSecureContext } from "node:tls";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  fetchPictureUrl,
  type PictureFetchOptions,
} from "../src/modules/catalogue-files/picture-url-fetch.js";
import { picture } from "./support/pictures.js";

// Two real picture servers on the loopback: the first is the one test server an import may reach (allowHosts), the
// second is an address like any other on the loopback, which must stay out of reach.
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type TestServer = { server: Server; origin: string; hostPort: string; seen: string[] };

let png: Buffer;
let jpeg: Buffer;
let allowed: TestServer;
let other: TestServer;
const routes = new Map<string, Handler>();

async function startServer(host: string): Promise<TestServer> {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(request.url ?? "");
    const handler = routes.get(request.url ?? "");
    if (handler) return handler(request, response);
    response.writeHead(404, { "content-type": "text/html" }).end("<h1>Introuvable</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://${host}:${port}`, hostPort: `${host}:${port}`, seen };
}

const sent =
  (type: string, body: Buffer | string): Handler =>
  (_request, response) => {
    response.writeHead(200, { "content-type": type, "content-length": Buffer.byteLength(body) }).end(body);
  };
const redirectTo =
  (location: () => string, status = 302): Handler =>
  (_request, response) => {
    response.writeHead(status, { location: location() }).end();
  };

beforeAll(async () => {
  [png, jpeg] = await Promise.all([picture("png", 40, 30), picture("jpeg", 40, 30)]);
  [allowed, other] = await Promise.all([startServer("127.0.0.2"), startServer("127.0.0.3")]);
  routes.set("/photo.png", sent("image/png", png));
  routes.set("/photo.jpg", sent("image/jpg; charset=binary", jpeg));
  routes.set("/page", sent("text/html; charset=utf-8", "<html><body>Bonjour</body></html>"));
  routes.set("/no-type", (_request, response) => response.end(png));
  routes.set(
    "/fake.png",
    sent("image/png", "<!doctype html><html><head><title>Erreur</title></head><body>Oups</body></html>"),
  );
  routes.set("/empty.png", sent("image/png", Buffer.alloc(0)));
  routes.set(
    "/to-private",
    redirectTo(() => "http://10.0.0.1/photo.png"),
  );
  routes.set(
    "/to-metadata",
    redirectTo(() => "http://169.254.169.254/latest/meta-data/"),
  );
  routes.set(
    "/to-other",
    redirectTo(() => `${other.origin}/photo.png`, 307),
  );
  routes.set(
    "/to-ftp",
    redirectTo(() => "ftp://127.0.0.2/photo.png"),
  );
  routes.set("/to-nowhere", (_request, response) => response.writeHead(302).end());
  routes.set(
    "/to-garbage",
    redirectTo(() => "http://[zz/photo.png"),
  );
  for (let hop = 1; hop <= 4; hop += 1) {
    routes.set(
      `/hop/${hop}`,
      redirectTo(() => (hop === 1 ? "/photo.png" : `/hop/${hop - 1}`), 301),
    );
  }
});

afterAll(async () => {
  await Promise.all([allowed, other].map(({ server }) => new Promise((resolve) => server.close(resolve))));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const options = (more: Partial<PictureFetchOptions> = {}): PictureFetchOptions => ({
  maxBytes: 20 * 1024 * 1024,
  timeoutMs: 10_000,
  allowHosts: [allowed.hostPort],
  ...more,
});
const fetchFrom = (url: string, more: Partial<PictureFetchOptions> = {}) =>
  fetchPictureUrl(url, options(more));
const refusal = async (url: string, more: Partial<PictureFetchOptions> = {}) => {
  const answer = await fetchFrom(url, more);
  return answer.ok ? "fetched" : answer.message;
};

describe("a picture address of a catalogue file", () => {
  it("is fetched from the allowed test server: the bytes and the type the bytes show", async () => {
    const answer = await fetchFrom(`${allowed.origin}/photo.png`);
    expect(answer).toEqual({ ok: true, bytes: png, contentType: "image/png" });
    const named = await fetchFrom(`${allowed.origin}/photo.jpg`);
    expect(named).toEqual({ ok: true, bytes: jpeg, contentType: "image/jpeg" });
  });

  it("is refused on a loopback address, by number or by name, when its host:port is not the allowed one", async () => {
    const before = other.seen.length;
    expect(await refusal(`${other.origin}/photo.png`)).toBe("Adresse refusée : boucle locale");
    expect(await refusal(`${allowed.origin}/photo.png`, { allowHosts: [] })).toBe(
      "Adresse refusée : boucle locale",
    );
    // The same server, by a name that resolves to it, or on another port, is another host:port.
    const port = allowed.hostPort.split(":")[1]!;
    expect(await refusal(`http://localhost:${port}/photo.png`)).toBe("Adresse refusée : boucle locale");
    expect(await refusal(`http://127.0.0.2:1/photo.png`)).toBe("Adresse refusée : boucle locale");
    expect(await refusal("http://2130706433/photo.png")).toBe("Adresse refusée : boucle locale");
    expect(await refusal("http://[::1]/photo.png")).toBe("Adresse refusée : boucle locale");
    expect(other.seen.length).toBe(before);
  });

  it("is refused on private, link-local, unique-local, multicast and this-network addresses, IPv4-mapped ones too", async () => {
    const cases: [string, string][] = [
      ["http://10.1.2.3/a.png", "réseau privé"],
      ["http://172.16.0.1/a.png", "réseau privé"],
      ["http://172.31.255.254/a.png", "réseau privé"],
      ["http://192.168.1.10/a.png", "réseau privé"],
      ["http://100.64.0.1/a.png", "réseau privé"],
      ["http://[fd00::1]/a.png", "réseau privé"],
      ["http://[fc00::1]/a.png", "réseau privé"],
      ["http://169.254.169.254/latest/meta-data/", "lien local"],
      ["http://[fe80::1]/a.png", "lien local"],
      ["http://224.0.0.1/a.png", "multidiffusion"],
      ["http://[ff02::1]/a.png", "multidiffusion"],
      ["http://0.0.0.0/a.png", "adresse réservée"],
      ["http://0.1.2.3/a.png", "adresse réservée"],
      ["http://[::ffff:127.0.0.2]/a.png", "boucle locale"],
      ["http://[::ffff:10.0.0.1]/a.png", "réseau privé"],
      ["http://[::ffff:169.254.169.254]/a.png", "lien local"],
      ["http://[64:ff9b::192.168.0.1]/a.png", "réseau privé"],
    ];
    const answers = await Promise.all(cases.map(([url]) => refusal(url, { timeoutMs: 2_000 })));
    expect(answers).toEqual(cases.map(([, reason]) => `Adresse refusée : ${reason}`));
  });

  it("is refused when its name gives a private address among public ones, and looked up once only (DNS rebinding)", async () => {
    const answers: Record<string, string[]> = {
      "mixed.example": ["93.184.216.34", "10.0.0.7"],
      "inside.example": ["192.168.0.20"],
      "mapped.example": ["::ffff:127.0.0.1"],
    };
    let rebinds = 0;
    const lookup = vi.spyOn(dns, "lookup").mockImplementation(((
      hostname: string,
      _options: unknown,
      callback: (...args: unknown[]) => void,
    ) => {
      // The rebinding name answers the allowed test server to the first look-up and a private address afterwards.
      const list =
        hostname === "rebind.example" ? (rebinds++ === 0 ? ["127.0.0.2"] : ["10.0.0.9"]) : answers[hostname];
      if (!list) return callback(Object.assign(new Error("not found"), { code: "ENOTFOUND" }));
      callback(
        null,
        list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
      );
    }) as unknown as typeof dns.lookup);

    expect(await refusal("https://mixed.example/a.png")).toBe("Adresse refusée : réseau privé");
    expect(await refusal("http://inside.example/a.png")).toBe("Adresse refusée : réseau privé");
    expect(await refusal("http://mapped.example/a.png")).toBe("Adresse refusée : boucle locale");
    expect(await refusal("http://unknown.example/a.png")).toBe(
      "Adresse introuvable : le nom « unknown.example » n’existe pas",
    );

    const port = allowed.hostPort.split(":")[1]!;
    const answer = await fetchFrom(`http://rebind.example:${port}/photo.png`, {
      allowHosts: [`rebind.example:${port}`],
    });
    expect(answer).toEqual({ ok: true, bytes: png, contentType: "image/png" });
    expect(lookup.mock.calls.filter(([hostname]) => hostname === "rebind.example")).toHaveLength(1);
  });

  it("is refused unless it is http or https, and without credentials", async () => {
    expect(await refusal("ftp://127.0.0.2/photo.png")).toBe(
      "Adresse refusée : seules les adresses http:// et https:// sont acceptées",
    );
    expect(await refusal("file:///etc/passwd")).toBe(
      "Adresse refusée : seules les adresses http:// et https:// sont acceptées",
    );
    expect(await refusal("data:image/png;base64,iVBORw0KGgo=")).toBe(
      "Adresse refusée : seules les adresses http:// et https:// sont acceptées",
    );
    expect(await refusal(`http://user:secret@${allowed.hostPort}/photo.png`)).toBe(
      "Adresse refusée : elle contient un identifiant ou un mot de passe",
    );
    expect(await refusal("photo.png")).toBe("Adresse de photo illisible");
  });

  it("follows up to three redirects, checking each address again", async () => {
    const three = await fetchFrom(`${allowed.origin}/hop/3`);
    expect(three.ok && three.contentType).toBe("image/png");
    expect(await refusal(`${allowed.origin}/hop/4`)).toBe("Trop de redirections (plus de 3)");
    expect(await refusal(`${allowed.origin}/hop/1`, { maxRedirects: 0 })).toBe(
      "Trop de redirections (plus de 0)",
    );
    expect(await refusal(`${allowed.origin}/to-private`)).toBe("Adresse refusée : réseau privé");
    expect(await refusal(`${allowed.origin}/to-metadata`)).toBe("Adresse refusée : lien local");
    const before = other.seen.length;
    expect(await refusal(`${allowed.origin}/to-other`)).toBe("Adresse refusée : boucle locale");
    expect(other.seen.length).toBe(before);
    expect(await refusal(`${allowed.origin}/to-ftp`)).toBe(
      "Adresse refusée : seules les adresses http:// et https:// sont acceptées",
    );
    expect(await refusal(`${allowed.origin}/to-nowhere`)).toBe("Redirection sans adresse de destination");
    expect(await refusal(`${allowed.origin}/to-garbage`)).toBe("Adresse de photo illisible");
  });

  it("is refused on a declared size over the cap, before any byte of the body comes", async () => {
    let closed!: Promise<void>;
    routes.set("/declared-heavy.png", (request, response) => {
      closed = new Promise((resolve) => request.socket.on("close", () => resolve()));
      response.writeHead(200, { "content-type": "image/png", "content-length": 30 * 1024 * 1024 });
      response.flushHeaders(); // the headers alone: the body never comes
    });
    const started = Date.now();
    expect(await refusal(`${allowed.origin}/declared-heavy.png`)).toBe("Image trop lourde (plus de 20 Mo)");
    expect(Date.now() - started).toBeLessThan(2_000);
    await closed; // the connection is dropped, not left waiting
  });

  it("stops reading a body that passes the cap without declaring its size", async () => {
    let written = 0;
    let closed!: Promise<void>;
    routes.set("/endless.png", (request, response) => {
      closed = new Promise((resolve) => request.socket.on("close", () => resolve()));
      response.writeHead(200, { "content-type": "image/png" }); // chunked: no Content-Length
      const chunk = Buffer.alloc(16 * 1024, 1);
      png.copy(chunk);
      const more = () => {
        if (response.destroyed || written > 50 * 1024 * 1024) return response.end();
        written += chunk.length;
        if (response.write(chunk)) setImmediate(more);
        else response.once("drain", more);
      };
      more();
    });
    expect(await refusal(`${allowed.origin}/endless.png`, { maxBytes: 64 * 1024 })).toBe(
      "Image trop lourde (plus de 64 ko)",
    );
    await closed;
    expect(written).toBeLessThan(20 * 1024 * 1024);
  });

  it("times out a server that answers too slowly, the whole fetch counted", async () => {
    routes.set("/silent.png", () => undefined); // never answers
    routes.set("/trickle.png", (_request, response) => {
      response.writeHead(200, { "content-type": "image/png" });
      const timer = setInterval(
        () => (response.destroyed ? clearInterval(timer) : response.write(png.subarray(0, 8))),
        100,
      );
      response.on("close", () => clearInterval(timer));
    });
    let started = Date.now();
    expect(await refusal(`${allowed.origin}/silent.png`, { timeoutMs: 1_000 })).toBe("Délai dépassé (1 s)");
    expect(Date.now() - started).toBeLessThan(2_500);
    started = Date.now();
    expect(await refusal(`${allowed.origin}/trickle.png`, { timeoutMs: 700 })).toBe("Délai dépassé (0,7 s)");
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it("is refused when it is not a picture, by its declared type or by its first bytes", async () => {
    expect(await refusal(`${allowed.origin}/page`)).toBe(
      "Ce n’est pas une image (type « text/html ») : JPEG, PNG, WebP, AVIF ou GIF attendu",
    );
    expect(await refusal(`${allowed.origin}/no-type`)).toBe(
      "Ce n’est pas une image (type « aucun ») : JPEG, PNG, WebP, AVIF ou GIF attendu",
    );
    expect(await refusal(`${allowed.origin}/fake.png`)).toBe(
      "Le contenu n’est pas une image JPEG, PNG, WebP, AVIF ou GIF",
    );
    expect(await refusal(`${allowed.origin}/empty.png`)).toBe("Image vide");
    expect(await refusal(`${allowed.origin}/missing.png`)).toBe(
      "Le serveur a répondu 404 au lieu de l’image",
    );
  });

  it("answers a server that cannot be reached with a message, never an exception", async () => {
    const closedServer = await startServer("127.0.0.4");
    await new Promise((resolve) => closedServer.server.close(resolve));
    expect(await refusal(`${closedServer.origin}/photo.png`, { allowHosts: [closedServer.hostPort] })).toBe(
      `Serveur injoignable : ${closedServer.hostPort}`,
    );
  });

  it("keeps checking the certificate against the name over the pinned connection: a self-signed one is refused", async () => {
    const folder = mkdtempSync(join(tmpdir(), "picture-tls-"));
    try {
      execFileSync(
        "openssl",
        [
          "req",
          "-x509",
          "-newkey",
          "rsa:2048",
          "-nodes",
          "-days",
          "1",
          "-subj",
          "/CN=pictures.example",
          "-addext",
          "subjectAltName=DNS:pictures.example",
          "-keyout",
          join(folder, "key.pem"),
          "-out",
          join(folder, "cert.pem"),
        ],
        { stdio: "ignore" },
      );
      const context = {
        key: readFileSync(join(folder, "key.pem")),
        cert: readFileSync(join(folder, "cert.pem")),
      };
      const names: string[] = [];
      const server = createSecureServer(
        {
          ...context,
          SNICallback: (name, done) => (names.push(name), done(null, createSecureContext(context))),
        },
        (_request, response) => response.writeHead(200, { "content-type": "image/png" }).end(png),
      );
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", resolve));
      const { port } = server.address() as AddressInfo;
      const real = dns.lookup;
      vi.spyOn(dns, "lookup").mockImplementation(((
        hostname: string,
        lookupOptions: unknown,
        callback: (...args: unknown[]) => void,
      ) =>
        hostname === "pictures.example"
          ? callback(null, [{ address: "127.0.0.2", family: 4 }])
          : real(hostname, lookupOptions as never, callback as never)) as unknown as typeof dns.lookup);
      try {
        expect(
          await refusal(`https://pictures.example:${port}/photo.png`, {
            allowHosts: [`pictures.example:${port}`],
          }),
        ).toBe(`Connexion sécurisée impossible avec pictures.example:${port} (certificat refusé)`);
        // The connection went to the checked address and still named the host (SNI), as a browser would.
        expect(names).toEqual(["pictures.example"]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
