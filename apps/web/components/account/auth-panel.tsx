import { LocaleLink } from "@/components/ui/locale-link";
import { getJourneyMessages } from "@/messages/journey";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

/** /account/login: the login form, or with ?action=register the registration form; a link switches between them. */
export function AuthPanel({ mode, redirectTo }: { mode: "login" | "register"; redirectTo: string }) {
  const t = getJourneyMessages().account;
  const keep = redirectTo === "/account" ? "" : `redirect=${encodeURIComponent(redirectTo)}`;
  const loginHref = `/account/login${keep ? `?${keep}` : ""}`;
  const registerHref = `/account/login?action=register${keep ? `&${keep}` : ""}`;
  const isLogin = mode === "login";

  return (
    <div className="container-shop flex justify-center py-10 md:py-16">
      <div className="w-full max-w-md">
        <nav aria-label={`${t.loginTitle} / ${t.registerTitle}`} className="grid grid-cols-2 border-b border-grey-200">
          {[
            { href: loginHref, label: t.loginTitle, current: isLogin },
            { href: registerHref, label: t.registerTitle, current: !isLogin },
          ].map((tab) => (
            <LocaleLink
              key={tab.href}
              href={tab.href}
              replace
              aria-current={tab.current ? "page" : undefined}
              className={`-mb-px border-b-2 py-3 text-center text-sm font-bold uppercase tracking-wider ${
                tab.current ? "border-ink text-ink" : "border-transparent text-grey-600 hover:text-ink"
              }`}
            >
              {tab.label}
            </LocaleLink>
          ))}
        </nav>
        <h1 className="mt-8 text-3xl font-black uppercase tracking-tight">{isLogin ? t.loginTitle : t.registerTitle}</h1>
        <p className="mt-2 text-sm text-grey-600">{isLogin ? t.loginText : t.registerText}</p>
        <div className="mt-8">{isLogin ? <LoginForm redirectTo={redirectTo} /> : <RegisterForm redirectTo={redirectTo} />}</div>
        <p className="mt-8 border-t border-grey-200 pt-6 text-center text-sm text-grey-700">
          {isLogin ? t.noAccount : t.haveAccount}{" "}
          <LocaleLink href={isLogin ? registerHref : loginHref} replace className="font-bold text-ink underline underline-offset-4">
            {isLogin ? t.toRegister : t.toLogin}
          </LocaleLink>
        </p>
      </div>
    </div>
  );
}
