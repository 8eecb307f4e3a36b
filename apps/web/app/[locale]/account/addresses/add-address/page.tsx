import { AccountPageHeader } from "@/components/account/account-page-header";
import { AddressEditor } from "@/components/account/address-editor";
import { pathWithQuery, safeRedirect } from "@/components/account/safe-redirect";
import { requireSignIn } from "@/lib/api/session";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getJourneyMessages().account.addAddressMetaTitle, robots: { index: false } }));

type Props = { searchParams: Promise<{ id?: string | string[]; redirect?: string | string[] }> };

export default async function AddAddressPage({ params, searchParams }: Props & LocaleParams) {
  await enterLocale(params);
  const query = await searchParams;
  const user = await requireSignIn(pathWithQuery("/account/addresses/add-address", query));
  const t = getJourneyMessages().account;
  const id = typeof query.id === "string" && /^\d+$/.test(query.id) ? Number(query.id) : null;
  return (
    <div className="container-shop py-8 md:py-12">
      <AccountPageHeader title={id === null ? t.addAddress : t.editAddressTitle} text={t.addressFormText} />
      <AddressEditor addressId={id} profile={user} redirectTo={safeRedirect(query.redirect)} />
    </div>
  );
}
