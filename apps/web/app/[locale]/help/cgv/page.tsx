import type { Metadata } from "next";
import { HelpArticle } from "@/components/help/help-article";
import { getHelpMessages } from "@/messages/fr-help";

export const metadata: Metadata = { title: getHelpMessages().cgv.metaTitle };

export default function TermsOfSalePage() {
  return <HelpArticle article={getHelpMessages().cgv} />;
}
