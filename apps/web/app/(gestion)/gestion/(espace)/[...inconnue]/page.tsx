import { notFound } from "next/navigation";

/** An unknown address under /gestion: the back office's own 404, inside its frame, rather than the shop's. */
export default function UnknownAdminPage(): never {
  notFound();
}
