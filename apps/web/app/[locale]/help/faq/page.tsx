import { ChevronDownIcon } from "@/components/ui/icons";
import { getHelpMessages } from "@/messages/fr-help";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getHelpMessages().faq.metaTitle }), "/help/faq");

/** Questions and answers, grouped; each answer unfolds in place (native <details>, no JavaScript). */
export default async function FaqPage({ params }: LocaleParams) {
  await enterLocale(params);
  const t = getHelpMessages().faq;
  return (
    <article>
      <h1 className="text-3xl font-black uppercase tracking-tight md:text-4xl">{t.title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-grey-700">{t.intro}</p>
      {t.groups.map((group) => (
        <section key={group.title} className="mt-10">
          <h2 className="text-lg font-black uppercase tracking-tight">{group.title}</h2>
          <div className="mt-3 divide-y divide-grey-200 border-y border-grey-200">
            {group.questions.map((item) => (
              <details key={item.q} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-base font-semibold [&::-webkit-details-marker]:hidden">
                  {item.q}
                  <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <p className="pb-5 text-base leading-relaxed text-grey-700">{item.a}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
