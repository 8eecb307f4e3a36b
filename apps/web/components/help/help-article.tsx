import type { ReactNode } from "react";
import type { HelpArticle as Article, HelpSection } from "@/messages/fr-help";

function Section({ section }: { section: HelpSection }) {
  return (
    <section className="mt-10">
      <h2 className="text-lg font-black uppercase tracking-tight">{section.title}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className="mt-3 text-base leading-relaxed text-grey-700">
          {paragraph}
        </p>
      ))}
      {section.items && (
        <ul className="mt-3 list-disc space-y-2 ps-5 text-base leading-relaxed text-grey-700 marker:text-gold-deep">
          {section.items.map((item) => (
            <li key={item.slice(0, 40)}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A help or legal page: title, introduction, sections, and optional extra content (a table, a form…). */
export function HelpArticle({ article, children }: { article: Pick<Article, "title" | "intro" | "sections">; children?: ReactNode }) {
  return (
    <article>
      <h1 className="text-3xl font-black uppercase tracking-tight md:text-4xl">{article.title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-grey-700">{article.intro}</p>
      {article.sections.map((section) => (
        <Section key={section.title} section={section} />
      ))}
      {children}
    </article>
  );
}
