import type { Metadata } from "next";
import Link from "next/link";
import type { StaffList } from "@shop/domain/contract/admin-staff";
import { PageHeader, Panel, adminButton, formatDateTime } from "@/components/admin/admin-ui";
import { AddStaffForm } from "@/components/admin/team/add-staff-form";
import { StaffRowActions } from "@/components/admin/team/staff-row-actions";
import { adminGet, requireStaff } from "@/lib/admin/server";
import { getAdminMessages, getAdminPagesMessages } from "@/messages/admin";

/** An operator's tab says what the page says: the team is the owner's. */
export async function generateMetadata(): Promise<Metadata> {
  const staff = await requireStaff();
  return { title: staff.role === "owner" ? getAdminPagesMessages().team.metaTitle : getAdminMessages().forbidden.metaTitle };
}

function Forbidden() {
  const t = getAdminMessages().forbidden;
  return (
    <section className="grid min-h-[50vh] content-center justify-items-start gap-3">
      <p className="text-xs font-bold uppercase tracking-[0.2em] text-promo">{t.code}</p>
      <h1 className="text-2xl font-black tracking-tight md:text-3xl">{t.title}</h1>
      <p className="max-w-xl text-grey-600">{t.text}</p>
      <Link href="/gestion" className={adminButton("primary", "mt-3")}>
        {t.back}
      </Link>
    </section>
  );
}

/** Owners only: the staff, added, disabled and given new passwords here; operators get a clear refusal. */
export default async function TeamPage() {
  const staff = await requireStaff();
  if (staff.role !== "owner") return <Forbidden />;
  const { staff: members } = await adminGet<StaffList>("/api/admin/staff");
  const t = getAdminPagesMessages().team;
  const roles = getAdminMessages().nav.roles;
  const never = getAdminMessages().common.never;
  return (
    <>
      <PageHeader title={t.title} />
      <div className="grid gap-4">
        <Panel title={t.members(members.length)} bodyClassName="">
          <ul className="grid divide-y divide-grey-100">
            {members.map((member) => (
              <li key={member.id} className="grid gap-3 px-4 py-4 md:grid-cols-[minmax(0,1fr)_9rem_10rem_minmax(0,18rem)] md:items-start md:px-5">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {member.name}
                    {member.id === staff.id && <span className="ms-2 text-xs font-normal text-grey-600">({t.you})</span>}
                  </p>
                  <p className="truncate text-sm text-grey-600">{member.email}</p>
                </div>
                <p className="text-sm">
                  <span className="sr-only">{t.role} : </span>
                  {roles[member.role]}
                  <span className={`ms-2 rounded-full px-2 py-0.5 text-xs font-semibold ${member.disabled ? "bg-promo/10 text-promo" : "bg-success/10 text-success"}`}>
                    {member.disabled ? t.disabled : t.active}
                  </span>
                </p>
                <p className="text-xs text-grey-600">
                  {t.lastLogin} : {member.lastLoginAt ? formatDateTime(member.lastLoginAt) : never}
                </p>
                {member.id !== staff.id && <StaffRowActions member={member} />}
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t.addTitle}>
          <AddStaffForm />
        </Panel>
      </div>
    </>
  );
}
