import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { declaredPictureType, sniffPictureType } from "./picture-sniff.js";

const flat = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#e4572e" } });

describe("a fetched picture's type", () => {
  it("is read from its first bytes: JPEG, PNG, GIF, WebP and AVIF", async () => {
    const [jpeg, png, gif, webp, avif] = await Promise.all([
      flat().jpeg().toBuffer(),
      flat().png().toBuffer(),
      flat().gif().toBuffer(),
      flat().webp().toBuffer(),
      flat().avif().toBuffer(),
    ]);
    expect([jpeg, png, gif, webp, avif].map(sniffPictureType)).toEqual([
      "image/jpeg",
      "image/png",
      "image/gif",
      "image/webp",
      "image/avif",
    ]);
  });

  it("is none for an HTML page, an SVG, a video in an ISO box or a few bytes", async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypisom\0\0\0\0isomiso2", "latin1"),
    ]);
    for (const bytes of [
      Buffer.from("<!doctype html>"),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      mp4,
      Buffer.from([0xff, 0xd8]),
    ]) {
      expect(sniffPictureType(bytes)).toBeUndefined();
    }
  });

  it("declared by the server counts only for the five picture types, whatever its parameters", () => {
    expect(declaredPictureType("image/PNG; charset=binary")).toBe("image/png");
    expect(declaredPictureType("image/jpg")).toBe("image/jpeg");
    expect(declaredPictureType("image/svg+xml")).toBeUndefined();
    expect(declaredPictureType("text/html")).toBeUndefined();
    expect(declaredPictureType(undefined)).toBeUndefined();
  });
});
