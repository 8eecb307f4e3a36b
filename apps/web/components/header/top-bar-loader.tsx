import { apiGet } from "@/lib/api/server";
import type { AnnouncementItem } from "./announcements";
import { TopBar } from "./top-bar";

/** Reads the announcements (one minute in Next's data cache); without them the page simply has no top bar. */
export async function TopBarLoader() {
  let items: AnnouncementItem[] = [];
  try {
    items = (await apiGet<{ items: AnnouncementItem[] }>("/api/announcements", { revalidate: 60 }))
      .items;
  } catch (error) {
    console.warn(`[web] annonces indisponibles : ${error instanceof Error ? error.message : String(error)}`);
  }
  return <TopBar items={items} />;
}
