import type { Metadata } from "next";
import { HelpArticle } from "@/components/help/help-article";
import { getHelpMessages } from "@/messages/fr-help";

export const metadata: Metadata = { title: getHelpMessages().account.metaTitle };

export default function AccountHelpPage() {
  return <HelpArticle article={getHelpMessages().account} />;
}
