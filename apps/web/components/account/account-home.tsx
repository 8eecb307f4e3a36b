"use client";

import { LocaleLink } from "@/components/ui/locale-link";
import { Button } from "@/components/ui/button";
import type { User } from "@shop/domain/contract/accounts";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useSignOut } from "@/components/account/use-sign-out";
import { useUser } from "@/lib/queries/user";
import { AddressBook } from "./address-book";
import { OrderHistory } from "./order-history";

/** /account: the greeting, order history, saved addresses, profile summary and shortcuts, and logout. */
export function AccountHome({ serverUser }: { serverUser: User }) {
  const t = useJourneyMessages().account;
  const clientUser = useUser().user;
  const user = (useHydrated() && clientUser) || serverUser;
  const logout = useSignOut();
  const link = "flex items-center justify-between py-3 text-sm font-semibold hover:underline underline-offset-4";

  return (
    <div className="container-shop py-8 md:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-grey-200 pb-8">
        <div>
          <h1 className="text-3xl font-black uppercase tracking-tight md:text-5xl" data-testid="account-greeting">
            {t.greeting(user.lastName)}
          </h1>
          <p className="mt-2 text-sm text-grey-600 md:text-base">{t.intro}</p>
        </div>
        <Button type="button" variant="primary-outline" onClick={() => logout.mutate()} isLoading={logout.isPending}>
          {t.logout}
        </Button>
      </header>

      <div className="mt-10 grid items-start gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] xl:gap-16">
        <div className="space-y-12">
          <OrderHistory />
          <AddressBook />
        </div>
        <aside className="space-y-8">
          <section aria-labelledby="account-profile-title" className="bg-grey-50 p-5">
            <h2 id="account-profile-title" className="text-lg font-black uppercase tracking-tight">
              {t.profileTitle}
            </h2>
            <p className="mt-3 text-sm font-semibold">
              {user.firstName} {user.lastName}
            </p>
            <p className="text-sm text-grey-700">{user.email}</p>
            {user.phoneNumber && (
              <p className="text-sm text-grey-700">
                <bdi dir="ltr">{user.phoneNumber}</bdi>
              </p>
            )}
          </section>
          <nav aria-labelledby="account-shortcuts-title">
            <h2 id="account-shortcuts-title" className="text-xs font-bold uppercase tracking-wider text-grey-600">
              {t.shortcutsTitle}
            </h2>
            <ul className="mt-2 divide-y divide-grey-200 border-y border-grey-200">
              {[
                { href: "/account/edit-profile", label: t.editProfile },
                { href: "/account/edit-password", label: t.editPassword },
                { href: "/account/addresses/add-address", label: t.addAddress },
                { href: "/account/wishlist", label: t.wishlist },
              ].map((item) => (
                <li key={item.href}>
                  <LocaleLink href={item.href} className={link}>
                    {item.label}
                    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                      →
                    </span>
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </div>
  );
}
