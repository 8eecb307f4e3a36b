import multipart from "@fastify/multipart";
import { CATALOGUE_LIMITS as L } from "@shop/domain/catalogue";
import {
  ColourIdParamsSchema,
  ColourPicturesSchema,
  PicturesUpdateSchema,
  PictureUploadQuerySchema,
} from "@shop/domain/contract/admin-catalogue";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addColourPicture, updateColourPictures } from "../../modules/catalogue-pictures/colour-pictures.js";
import { dropUnreadBody, pictureTooHeavy, readUploadedPicture } from "../../modules/catalogue-pictures/picture-upload.js";
import { staffOf } from "../../plugins/staff-auth.js";

const tags = ["gestion"];
/** What a multipart body carries beyond its file: the boundaries, the part's headers, a few small fields. */
const MULTIPART_ALLOWANCE = 64 * 1_024;
const refusals = { ...errorResponses, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 409: ApiErrorBodySchema };

/**
 * A colour's pictures in the catalogue editor (owners and the catalogue role). The multipart parser is registered
 * here only: everywhere else a multipart body is still a 415.
 */
export const adminCataloguePictureRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // The file, then nothing but a few small fields: anything more is refused by the parser as it reads.
    limits: { fileSize: L.pictureBytes, files: 1, fields: 4, fieldSize: 1_024, parts: 5, headerPairs: 20 },
  });

  app.post(
    "/api/admin/colours/:colourId/pictures",
    {
      config: { staffAccess: "catalogue" },
      // A body announced over the limit is refused before a byte of it is read (the staff check has run).
      onRequest: async (request) => {
        if (Number(request.headers["content-length"]) > L.pictureBytes + MULTIPART_ALLOWANCE) throw pictureTooHeavy();
      },
      // A refusal sent before the whole body came: the rest is dropped for a moment, then the connection closed.
      onResponse: async (request) => dropUnreadBody(request.raw),
      schema: {
        tags,
        summary:
          "Ajouter une photo à une couleur : un fichier par requête, champ multipart « file », la révision du produit en paramètre (`?revision=N`). JPEG, PNG, WebP ou AVIF, 15 Mo et 40 mégapixels au plus, 12 photos par couleur ; redressée, sans métadonnées, 2 000 px au plus, en WebP. Renvoie les photos de la couleur et la nouvelle révision du produit",
        consumes: ["multipart/form-data"],
        params: ColourIdParamsSchema,
        querystring: PictureUploadQuerySchema,
        response: {
          201: ColourPicturesSchema,
          ...refusals,
          413: ApiErrorBodySchema,
          415: ApiErrorBodySchema,
          422: ApiErrorBodySchema,
          503: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, name } = staffOf(request);
      const pictures = await addColourPicture(app.db, app.media, {
        colourId: request.params.colourId,
        revision: request.query.revision,
        actor: { id, name },
        readFile: () => readUploadedPicture(request),
      });
      return reply.code(201).send(pictures);
    },
  );

  app.put(
    "/api/admin/colours/:colourId/pictures",
    {
      config: { staffAccess: "catalogue" },
      schema: {
        tags,
        summary:
          "Ordonner les photos d’une couleur (la première est celle de la carte), leurs textes alternatifs en français et en arabe ; une photo absente de la liste est supprimée",
        params: ColourIdParamsSchema,
        body: PicturesUpdateSchema,
        response: { 200: ColourPicturesSchema, ...refusals },
      },
    },
    async (request) => {
      const { id, name } = staffOf(request);
      const warn = (error: unknown, message: string) => request.log.warn({ err: error }, message);
      return updateColourPictures(app.db, app.media, request.params.colourId, request.body, { id, name }, warn);
    },
  );
};
