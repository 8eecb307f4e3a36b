import type { Metadata } from "next";
import { HelpArticle } from "@/components/help/help-article";
import { getHelpMessages } from "@/messages/fr-help";

export const metadata: Metadata = { title: getHelpMessages().privacy.metaTitle };

export default function DataPrivacyPage() {
  return <HelpArticle article={getHelpMessages().privacy} />;
}
