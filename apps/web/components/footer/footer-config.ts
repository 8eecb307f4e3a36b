import { getExternalLinks, type ExternalLinks } from "@/lib/shop-config";
import { getChromeMessages } from "@/messages/chrome";
import { getCommonMessages } from "@/messages/common";
import type { SocialNetwork } from "./social-icons";

export type FooterLink = { title: string; link: string };
export type SocialLink = { name: string; link: string; icon: SocialNetwork };

/** The footer configuration of spec §3: help and about links (title, link) and the social list (name, link, icon). */
export type FooterConfig = { helpLinks: FooterLink[]; aboutLinks: FooterLink[]; social: SocialLink[] };

/** Keeps the entries whose address is configured. */
const configured = <T extends { link: string | null }>(items: T[]) =>
  items.filter((item): item is T & { link: string } => item.link !== null);

/** `links`: the shop's (back office over environment); the environment's alone by default. */
export function getFooterConfig(links: ExternalLinks = getExternalLinks(), tiktok: string | null = null): FooterConfig {
  const t = getCommonMessages().footer;
  const about = getChromeMessages().footer.about;
  return {
    helpLinks: t.helpLinks.map((item) => ({ title: item.title, link: item.href })),
    aboutLinks: configured([
      { title: about.company, link: links.company },
      { title: about.corporateNews, link: links.corporateNews },
      { title: about.newsroom, link: links.newsroom },
      { title: about.investors, link: links.investors },
      { title: about.sustainability, link: links.sustainability },
    ]),
    social: configured<{ name: string; link: string | null; icon: SocialNetwork }>([
      { name: "Facebook", link: links.facebook, icon: "facebook" },
      { name: "Twitter", link: links.twitter, icon: "twitter" },
      { name: "Instagram", link: links.instagram, icon: "instagram" },
      { name: "TikTok", link: tiktok, icon: "tiktok" },
      { name: "Pinterest", link: links.pinterest, icon: "pinterest" },
      { name: "YouTube", link: links.youtube, icon: "youtube" },
    ]),
  };
}
