/**
 * The catalogue file (owners and the catalogue role import; every member of staff exports):
 *
 * - `GET /api/admin/catalogue/export`: the shop's own file (`docs/catalogue-file.md`), one row per size;
 * - `POST /api/admin/catalogue/imports` (multipart field `file`: a `.csv`, or a `.zip` holding one CSV and the
 *   pictures it names): a preview, nothing changed;
 * - `POST /api/admin/catalogue/imports/:id/confirm`: the import starts in the background (409 when the preview has
 *   errors); `GET /api/admin/catalogue/imports/:id`: where it is.
 */
import { z } from "zod";

export const IMPORT_STATUSES = ["preview", "running", "done", "failed"] as const;

/** Bounds of an uploaded catalogue file. */
export const IMPORT_LIMITS = {
  /** The whole upload, refused by the multipart parser as it reads. */
  fileBytes: 50 * 1024 * 1024,
  rows: 100_000,
  /** What a ZIP may hold once unpacked, all entries together, and the ratio one entry may reach. */
  unzippedBytes: 200 * 1024 * 1024,
  entries: 5_000,
  compressionRatio: 100,
} as const;

export const IMPORT_MESSAGES = {
  fileMissing: "Joignez le fichier du catalogue (CSV, ou ZIP avec le CSV et ses photos).",
  fileTooHeavy: "Le fichier dépasse 50 Mo : découpez-le en plusieurs fichiers.",
  fileType: "Le fichier doit être un .csv ou un .zip.",
  notUtf8: "Le fichier n’est pas en UTF-8 (ligne {line}) : enregistrez-le en « CSV UTF-8 » depuis votre tableur.",
  unclosedQuote: "Guillemet ouvert ligne {line} et jamais refermé : le fichier est coupé ou mal formé.",
  empty: "Le fichier ne contient aucune ligne de produit.",
  tooManyRows: "Le fichier a plus de {max} lignes : découpez-le en plusieurs fichiers.",
  unknownFormat:
    "Les colonnes de ce fichier ne sont ni celles de la boutique, ni celles d’un export Shopify ou WooCommerce.",
  zipUnreadable: "Le ZIP est illisible ou abîmé.",
  zipUnsafePath: "Le ZIP contient « {name} », un chemin qui sort du dossier : fichier refusé.",
  zipNoCsv: "Le ZIP ne contient aucun fichier .csv.",
  zipTwoCsv: "Le ZIP contient plusieurs fichiers .csv : n’en mettez qu’un.",
  zipBomb: "Le ZIP se décompresse en bien plus que sa taille (« {name} ») : fichier refusé.",
  zipTooBig: "Le ZIP décompressé dépasse {max} : fichier refusé.",
  zipTooManyEntries: "Le ZIP contient plus de {max} fichiers.",
  notFound: "Cet import n’existe pas.",
  hasErrors: "L’aperçu a des erreurs : corrigez le fichier et importez-le de nouveau.",
  notPreview: "Cet import est déjà lancé.",
  eanOfOther: "L’EAN « {value} » est celui d’une taille du produit « {handle} » : une ligne ne peut pas la déplacer.",
  skuOfOther: "La référence « {value} » est celle d’une taille du produit « {handle} ».",
  eanTwiceInFile: "L’EAN « {value} » est déjà donné ligne {line}.",
  skuTwiceInFile: "La référence « {value} » est déjà donnée ligne {line}.",
  colourOfOther: "Le numéro de couleur « {value} » est celui d’une couleur du produit « {handle} ».",
  sizeOfOtherColour: "Cette taille est celle de la couleur « {value} » du produit : une ligne ne peut pas la changer de couleur.",
  differsFromFirst: "« {column} » diffère de la ligne {line}, la première de ce produit : les colonnes du produit se lisent sur sa première ligne.",
  differsFromFirstOfColour:
    "« {column} » diffère de la ligne {line}, la première de cette couleur : les colonnes de la couleur se lisent sur sa première ligne.",
  handleOfSizeless:
    "Le handle « {value} » est celui d’un produit qui n’a encore aucune taille : donnez-lui une couleur dans l’éditeur, ou choisissez un autre handle.",
  activeInvalid: "« {value} » n’est pas reconnu : 1 (en vente) ou 0 (pas en vente).",
  pictureNotFound: "La photo « {value} » n’est ni dans le ZIP ni déjà sur cette couleur, et ce n’est pas une adresse http(s).",
  categoryUnknown: "La catégorie « {value} » n’existe pas dans la boutique.",
  changedSincePreview: "Le produit « {handle} » a été modifié depuis l’aperçu : importez le fichier de nouveau.",
  pictureFailed: "Ligne {line}, photo « {value} » : {reason}",
  applyFailed: "L’import n’a pas pu être appliqué : {reason}. Rien n’a été modifié.",
  interrupted: "L’import a été interrompu trois fois : rien n’a été modifié, relancez-le.",
} as const;

export const ImportErrorSchema = z.object({ line: z.number(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof ImportErrorSchema>;

export const ImportPreviewSchema = z.object({
  id: z.number(),
  status: z.literal("preview"),
  /** Rows (sizes) that add a size, a colour or a product. */
  create: z.number(),
  /** Rows that change a size, its colour or its product. */
  update: z.number(),
  unchanged: z.number(),
  errors: z.array(ImportErrorSchema),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportStatusSchema = z.object({
  id: z.number(),
  status: z.enum(IMPORT_STATUSES),
  /** Rows applied so far, of `total` (the rows that create or update). */
  processed: z.number(),
  total: z.number(),
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  errors: z.array(ImportErrorSchema),
  /** Why a failed import failed (nothing was applied). */
  failure: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

export const ImportStartedSchema = z.object({ id: z.number(), status: z.literal("running") });

export const ImportIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: IMPORT_MESSAGES.notFound })
    .pipe(z.int({ error: IMPORT_MESSAGES.notFound }).positive({ error: IMPORT_MESSAGES.notFound }).max(2_147_483_647, { error: IMPORT_MESSAGES.notFound })),
});

export const CatalogueFileSchema = z.string().describe("Fichier CSV du catalogue");
