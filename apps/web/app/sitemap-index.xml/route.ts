import { getPublicUrl } from "@/lib/brand";
import { sitemapIds } from "@/lib/api/sitemap";

export const dynamic = "force-dynamic";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The sitemap index: one entry per file of app/sitemap.ts (categories, then 5,000 products each). */
export async function GET(): Promise<Response> {
  const base = getPublicUrl();
  const ids = await sitemapIds();
  const entries = ids
    .map((id) => `  <sitemap><loc>${escapeXml(new URL(`/sitemap/${id}.xml`, base).toString())}</loc></sitemap>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=0, must-revalidate" },
  });
}
