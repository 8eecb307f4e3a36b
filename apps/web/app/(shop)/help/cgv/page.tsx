import type { Metadata } from "next";
import { HelpArticle } from "@/components/layout/help-article";
import { getHelpMessages } from "@/messages/fr-help";

export const metadata: Metadata = { title: getHelpMessages().cgv.metaTitle };

export default function TermsOfSalePage() {
  return <HelpArticle article={getHelpMessages().cgv} />;
}
