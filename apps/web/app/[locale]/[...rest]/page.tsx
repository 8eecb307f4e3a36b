import { notFound } from "next/navigation";
import { enterLocale } from "@/lib/request-locale";

/**
 * Any address under a language that no page matches: the 404 page of that language, inside the shop's layout
 * (without this route, Next.js would render the global 404 document, which cannot know the language).
 */
export default async function UnknownPage({ params }: { params: Promise<{ locale: string; rest: string[] }> }) {
  await enterLocale(params);
  notFound();
}
