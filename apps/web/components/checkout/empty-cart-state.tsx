import { LocaleLink } from "@/components/ui/locale-link";
import { ButtonLink } from "@/components/ui/button-link";
import { BagIcon } from "@/components/ui/icons";

/** A friendly empty cart: an icon, a heading, a line of text, a way back to the shop (and, for guests, to log in). */
export function EmptyCartState({
  title,
  text,
  action,
  loginPrompt,
  headingLevel = "h2",
}: {
  title: string;
  text: string;
  action: string;
  loginPrompt?: { text: string; link: string };
  headingLevel?: "h1" | "h2";
}) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center px-4 py-16 text-center md:py-24" data-testid="empty-cart">
      <span className="flex size-20 items-center justify-center rounded-full bg-grey-100">
        <BagIcon className="size-9 text-ink" />
      </span>
      <Heading className="mt-6 text-xl font-black uppercase tracking-tight md:text-2xl">{title}</Heading>
      <p className="mt-3 max-w-md text-base text-grey-600">{text}</p>
      <ButtonLink href="/" variant="primary-black" className="mt-8">
        {action}
      </ButtonLink>
      {loginPrompt && (
        <p className="mt-6 text-sm text-grey-700">
          {loginPrompt.text}{" "}
          <LocaleLink href="/account/login" className="font-semibold underline underline-offset-2">
            {loginPrompt.link}
          </LocaleLink>
        </p>
      )}
    </div>
  );
}
