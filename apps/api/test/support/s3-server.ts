import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type S3Credentials = { accessKeyId: string; secretAccessKey: string; region: string; bucket: string };
type StoredObject = { body: Buffer; contentType: string; cacheControl: string | undefined };

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/**
 * Why a request's AWS Signature V4 does not hold, or undefined when it does: recomputed here from the request as
 * received (method, path, query, the signed headers, the body's SHA-256) with the secret, written apart from the
 * API's signer (aws4fetch) so that a signing mistake on either side fails the tests. The payload must be signed:
 * `UNSIGNED-PAYLOAD` is refused, and the body must hash to what was signed.
 */
export function signatureProblem(
  request: { method: string; url: string; headers: IncomingMessage["headers"] },
  body: Buffer,
  credentials: S3Credentials,
  now = Date.now(),
): string | undefined {
  const authorization = String(request.headers.authorization ?? "");
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
    authorization,
  );
  if (!match) return "no AWS4-HMAC-SHA256 authorization";
  const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId) return "unknown access key";
  if (region !== credentials.region) return "wrong region";
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!at || amzDate.slice(0, 8) !== day) return "bad x-amz-date";
  const [, y, mo, d, h, mi, s] = at.map(Number) as number[];
  if (Math.abs(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - now) > 15 * 60_000) return "request too old";
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== sha256(body)) return "payload not signed or altered";
  const names = signedHeaders!.split(";");
  for (const required of ["host", "x-amz-date", "x-amz-content-sha256"])
    if (!names.includes(required)) return `${required} not signed`;
  const url = new URL(request.url, "http://s3.test");
  const query = [...url.searchParams]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .sort()
    .join("&");
  const headerLines = names.map((name) => `${name}:${String(request.headers[name] ?? "").trim().replace(/\s+/g, " ")}\n`);
  const canonical = [request.method, url.pathname, query, headerLines.join(""), signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day!), region!), "s3"), "aws4_request");
  const expected = hmac(key, toSign);
  const given = Buffer.from(signature!, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected) ? undefined : "signature does not match";
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function xmlError(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/**
 * An S3-compatible server for one bucket, in the test's process: PUT and DELETE of objects with a valid Signature V4
 * only (403 SignatureDoesNotMatch otherwise), GET without credentials (a public-read bucket, as `MEDIA_PUBLIC_URL`
 * expects). It keeps what it was sent and every refusal, for the tests to look at.
 */
export async function startS3Server(credentials: S3Credentials) {
  const objects = new Map<string, StoredObject>();
  const refusals: string[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? "/", "http://s3.test");
      const prefix = `/${credentials.bucket}/`;
      if (!url.pathname.startsWith(prefix)) return xmlError(response, 404, "NoSuchBucket", "no such bucket");
      const key = url.pathname.slice(prefix.length);
      if (request.method === "GET" || request.method === "HEAD") {
        const object = objects.get(key);
        if (!object) return xmlError(response, 404, "NoSuchKey", "no such key");
        response.writeHead(200, { "content-type": object.contentType, "content-length": object.body.length });
        return response.end(request.method === "GET" ? object.body : undefined);
      }
      const problem = signatureProblem({ method: request.method ?? "", url: request.url ?? "/", headers: request.headers }, body, credentials);
      if (problem) {
        refusals.push(`${request.method} ${key}: ${problem}`);
        return xmlError(response, 403, "SignatureDoesNotMatch", problem);
      }
      if (request.method === "PUT") {
        const cacheControl = request.headers["cache-control"];
        objects.set(key, { body, contentType: String(request.headers["content-type"] ?? ""), cacheControl });
        response.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
        return response.end();
      }
      if (request.method === "DELETE") {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      return xmlError(response, 405, "MethodNotAllowed", "method not allowed");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    objects,
    refusals,
    endpoint,
    publicUrl: `${endpoint}/${credentials.bucket}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
