import type { FastifyPluginAsync } from "fastify";
import { readBucketPicture } from "../modules/media/bucket-reads.js";

/**
 * The uploaded pictures at the shop's `/media/pictures/…` addresses when they are kept in a bucket (decision 0064);
 * kept in the media folder, they are answered with the rest of it by `@fastify/static` (`app.ts`). Not in the API's
 * documentation: these are files, as the folder's are.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  if (app.media.kind !== "bucket") return;
  app.get<{ Params: { file: string } }>("/media/pictures/:file", { schema: { hide: true } }, async (request, reply) => {
    const picture = await readBucketPicture(app.media, request.params.file);
    if (picture.length) void reply.header("content-length", picture.length);
    // A new upload gets a new name, never an old one: kept for good, as the folder's files are.
    return reply.type("image/webp").header("cache-control", "public, max-age=31536000, immutable").send(picture.body);
  });
};
