import Link from "next/link";
import { adminButton } from "./admin-ui";

/** A page the member of staff's role does not open: the 403 in the back office's frame, with the way back. */
export function ForbiddenNotice({
  code,
  title,
  text,
  back,
}: {
  code: string;
  title: string;
  text: string;
  back: { href: string; label: string };
}) {
  return (
    <section className="grid min-h-[50vh] content-center justify-items-start gap-3">
      <p className="text-xs font-bold uppercase tracking-[0.2em] text-promo">{code}</p>
      <h1 className="text-2xl font-black tracking-tight md:text-3xl">{title}</h1>
      <p className="max-w-xl text-grey-600">{text}</p>
      <Link href={back.href} className={adminButton("primary", "mt-3")}>
        {back.label}
      </Link>
    </section>
  );
}
