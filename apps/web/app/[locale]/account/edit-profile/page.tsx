import { AccountPageHeader } from "@/components/account/account-page-header";
import { ProfileForm } from "@/components/account/profile-form";
import { requireSignIn } from "@/lib/api/session";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getJourneyMessages().account.editProfileMetaTitle, robots: { index: false } }));

export default async function EditProfilePage({ params }: LocaleParams) {
  await enterLocale(params);
  const user = await requireSignIn("/account/edit-profile");
  const t = getJourneyMessages().account;
  return (
    <div className="container-shop py-8 md:py-12">
      <AccountPageHeader title={t.editProfile} text={t.editProfileText} />
      <ProfileForm user={user} />
    </div>
  );
}
