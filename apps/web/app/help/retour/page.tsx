import type { Metadata } from "next";
import { HelpArticle } from "@/components/layout/help-article";
import { getHelpMessages } from "@/messages/fr-help";

export const metadata: Metadata = { title: getHelpMessages().retour.metaTitle };

export default function ReturnsPage() {
  return <HelpArticle article={getHelpMessages().retour} />;
}
