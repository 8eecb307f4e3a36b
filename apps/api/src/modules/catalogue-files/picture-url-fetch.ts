import dns, { type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { refusalOf } from "./picture-address.js";
import { declaredPictureType, SNIFF_BYTES, sniffPictureType } from "./picture-sniff.js";

export type PictureFetchOptions = {
  maxBytes: number;
  timeoutMs: number;
  /** `host:port` pairs fetched even on a refused address (a test server); `[::1]:8080` for IPv6. */
  allowHosts?: readonly string[];
  maxRedirects?: number;
};
export type PictureFetched =
  { ok: true; bytes: Buffer; contentType: string } | { ok: false; message: string };

/** What the merchant reads beside a picture address that could not be brought in. */
export const PICTURE_URL_MESSAGES = {
  invalid: "Adresse de photo illisible",
  protocol: "Adresse refusée : seules les adresses http:// et https:// sont acceptées",
  credentials: "Adresse refusée : elle contient un identifiant ou un mot de passe",
  refused: "Adresse refusée : {reason}",
  unknownHost: "Adresse introuvable : le nom « {host} » n’existe pas",
  unreachable: "Serveur injoignable : {host}",
  secure: "Connexion sécurisée impossible avec {host} (certificat refusé)",
  unreadable: "Réponse illisible du serveur {host}",
  status: "Le serveur a répondu {status} au lieu de l’image",
  redirectWithoutAddress: "Redirection sans adresse de destination",
  tooManyRedirects: "Trop de redirections (plus de {max})",
  tooHeavy: "Image trop lourde (plus de {size})",
  timeout: "Délai dépassé ({seconds} s)",
  notPictureType: "Ce n’est pas une image (type « {type} ») : JPEG, PNG, WebP, AVIF ou GIF attendu",
  notPictureBytes: "Le contenu n’est pas une image JPEG, PNG, WebP, AVIF ou GIF",
  empty: "Image vide",
  interrupted: "Téléchargement interrompu par le serveur {host}",
  failed: "Téléchargement impossible",
} as const;

const M = PICTURE_URL_MESSAGES;
const say = (message: string, values: Record<string, string | number> = {}) =>
  message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
const fail = (message: string): PictureFetched => ({ ok: false, message });

const frenchNumber = (value: number) => String(Math.round(value * 10) / 10).replace(".", ",");
/** 20 971 520 → « 20 Mo », 512 000 → « 500 ko » (1 Mo = 1 024 ko, as the upload's own cap is written). */
function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${frenchNumber(bytes / 1024 / 1024)} Mo`;
  if (bytes >= 1024) return `${frenchNumber(bytes / 1024)} ko`;
  return `${bytes} octets`;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULT_MAX_REDIRECTS = 3;

type Target = { url: URL; addresses: LookupAddress[] };
type Answer = PictureFetched | { redirect: string };

/**
 * Fetches one picture of a catalogue file. It never throws: a refusal or a failure is an answer with a French
 * message naming its reason. The time-out covers everything (name look-ups, redirects, the body).
 *
 * The address is checked after its name is looked up, on every address the name gives, and the connection goes to
 * those checked addresses: a name that answers a public address to the check and a private one to the connection
 * (« DNS rebinding ») reaches nothing it should not. Each redirect is checked the same way.
 */
export async function fetchPictureUrl(url: string, options: PictureFetchOptions): Promise<PictureFetched> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<PictureFetched>((resolve) => {
    timer = setTimeout(
      () => resolve(fail(say(M.timeout, { seconds: frenchNumber(options.timeoutMs / 1000) }))),
      options.timeoutMs,
    );
  });
  try {
    return await Promise.race([follow(url, options, controller.signal), deadline]);
  } catch {
    // Every expected failure is an answer already; this is the promise that the function never throws.
    return fail(M.failed);
  } finally {
    clearTimeout(timer);
    controller.abort(); // whatever is still open (a time-out mid-body) is closed
  }
}

async function follow(
  url: string,
  options: PictureFetchOptions,
  signal: AbortSignal,
): Promise<PictureFetched> {
  const allowed = new Set((options.allowHosts ?? []).map((host) => host.trim().toLowerCase()));
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    const target = await checkTarget(current, allowed);
    if ("ok" in target) return target;
    const answer = await get(target, options.maxBytes, signal);
    if (!("redirect" in answer)) return answer;
    if (redirects >= maxRedirects) return fail(say(M.tooManyRedirects, { max: maxRedirects }));
    try {
      current = new URL(answer.redirect, target.url).href;
    } catch {
      return fail(M.invalid);
    }
  }
}

function lookupAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });
}

/** The URL parsed, its name looked up once, every address checked (unless its host:port is allowed). */
async function checkTarget(address: string, allowed: Set<string>): Promise<Target | PictureFetched> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return fail(M.invalid);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return fail(M.protocol);
  if (url.username !== "" || url.password !== "") return fail(M.credentials);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family !== 0) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await lookupAll(host);
    } catch {
      return fail(say(M.unknownHost, { host }));
    }
    if (addresses.length === 0) return fail(say(M.unknownHost, { host }));
  }
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  if (!allowed.has(`${url.hostname.toLowerCase()}:${port}`)) {
    for (const { address: ip } of addresses) {
      const reason = refusalOf(ip);
      if (reason !== undefined) return fail(say(M.refused, { reason }));
    }
  }
  return { url, addresses };
}

/** A `lookup` for the connection that answers the addresses already checked, never asking the resolver again. */
function pinnedLookup(addresses: LookupAddress[]) {
  return (
    _hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    const wanted = Number(String(options.family ?? 0).replace("IPv", ""));
    const matching = addresses.filter((entry) => !wanted || entry.family === wanted);
    const list = matching.length > 0 ? matching : addresses;
    if (options.all) callback(null, list);
    else callback(null, list[0]!.address, list[0]!.family);
  };
}

const SECURE_CODES = /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_|ERR_CERT)/;

function connectionFailure(error: NodeJS.ErrnoException, host: string): PictureFetched {
  const code = error.code ?? "";
  if (SECURE_CODES.test(code)) return fail(say(M.secure, { host }));
  if (code.startsWith("HPE_")) return fail(say(M.unreadable, { host }));
  return fail(say(M.unreachable, { host }));
}

/** One GET: a redirect to follow, or the picture read up to the cap, or why not. */
function get(target: Target, maxBytes: number, signal: AbortSignal): Promise<Answer> {
  const { url } = target;
  const host = url.host;
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Answer>((resolve) => {
    const request = client.request(url, {
      method: "GET",
      agent: false,
      signal,
      lookup: pinnedLookup(target.addresses) as unknown as typeof dns.lookup,
      headers: {
        accept: "image/avif,image/webp,image/png,image/jpeg,image/gif",
        "user-agent": "catalogue-import",
      },
    });
    // Kept for the request's whole life: an abort after the answer must not become an unhandled error.
    request.on("error", (error: NodeJS.ErrnoException) => resolve(connectionFailure(error, host)));
    request.on("response", (response) => {
      const settle = (answer: Answer) => {
        resolve(answer);
        response.destroy();
      };
      response.on("error", () => resolve(fail(say(M.interrupted, { host }))));
      const answer = judgeHeaders(response, maxBytes);
      if (answer) return settle(answer);
      readBody(response, maxBytes, host, settle);
    });
    request.end();
  });
}

/** What the status and headers already decide: a redirect, an error status, a type or a declared size refused. */
function judgeHeaders(response: IncomingMessage, maxBytes: number): Answer | undefined {
  const status = response.statusCode ?? 0;
  if (REDIRECTS.has(status)) {
    const location = response.headers.location;
    return location ? { redirect: location } : fail(M.redirectWithoutAddress);
  }
  if (status < 200 || status > 299) return fail(say(M.status, { status }));
  if (declaredPictureType(response.headers["content-type"]) === undefined) {
    const type = (response.headers["content-type"] ?? "").split(";", 1)[0]!.trim() || "aucun";
    return fail(say(M.notPictureType, { type }));
  }
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes)
    return fail(say(M.tooHeavy, { size: formatBytes(maxBytes) }));
  return undefined;
}

/** Reads the body, stopping as soon as it passes the cap or its first bytes show it is no picture. */
function readBody(
  response: IncomingMessage,
  maxBytes: number,
  host: string,
  settle: (answer: Answer) => void,
) {
  const chunks: Buffer[] = [];
  let total = 0;
  let sniffed = false;
  const sniff = () => {
    sniffed = true;
    return sniffPictureType(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
  };
  response.on("data", (chunk: Buffer) => {
    chunks.push(chunk);
    total += chunk.length;
    if (total > maxBytes) return settle(fail(say(M.tooHeavy, { size: formatBytes(maxBytes) })));
    if (!sniffed && total >= SNIFF_BYTES && sniff() === undefined) settle(fail(M.notPictureBytes));
  });
  response.on("aborted", () => settle(fail(say(M.interrupted, { host }))));
  response.on("end", () => {
    if (total === 0) return settle(fail(M.empty));
    const bytes = Buffer.concat(chunks);
    const contentType = sniffPictureType(bytes);
    settle(contentType === undefined ? fail(M.notPictureBytes) : { ok: true, bytes, contentType });
  });
}
