import type { IndividualUserInfo } from '@phjobs/contracts/account';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '@phjobs/contracts/auth';
import { unauthorized } from '@phjobs/service-kit/errors';
import type { AccountDb } from '../../data/db.ts';

export const INDIVIDUAL_SELECT = {
  id: true,
  email: true,
  fullName: true,
  phone: true,
  provider: true,
  createdAt: true,
  withdrawnAt: true,
  individualProfile: {
    select: {
      genderCode: true,
      birthDate: true,
      address: true,
      province: true,
      city: true,
      photoKey: true,
      isNewcomer: true,
      experienceDetail: true,
      education: true,
      industry: true,
      position: true,
      skills: true,
      salaryType: true,
      salary: true,
      empType: true,
      alarmEmail: true,
    },
  },
} as const;

/** The signed-in individual, or 401 when the token outlived the member (withdrawn). */
export async function loadIndividual(db: AccountDb, userId: number) {
  const user = await db.user.findUnique({ where: { id: BigInt(userId) }, select: INDIVIDUAL_SELECT });
  if (!user || user.withdrawnAt) throw unauthorized();
  return user;
}

type Loaded = Awaited<ReturnType<typeof loadIndividual>>;

const dateOnly = (value: Date | null | undefined) => (value ? value.toISOString().slice(0, 10) : null);
const providerOf = (value: string): SignInProvider => SIGN_IN_PROVIDERS.find((p) => p === value) ?? 'password';

export function toUserInfo(user: Loaded): IndividualUserInfo {
  const p = user.individualProfile;
  return {
    userId: Number(user.id),
    email: user.email,
    fullName: user.fullName,
    phoneNumber: user.phone,
    signInProvider: providerOf(user.provider),
    genderCode: p?.genderCode ?? '003A',
    birthDate: dateOnly(p?.birthDate),
    address: p?.address ?? null,
    region: { province: p?.province ?? null, city: p?.city ?? null },
    photoKey: p?.photoKey ?? null,
    isNewcomer: p?.isNewcomer ?? null,
    experienceDetail: p?.experienceDetail ?? null,
    education: p?.education ?? null,
    industry: p?.industry ?? null,
    position: p?.position ?? null,
    skills: p?.skills ?? [],
    empType: p?.empType ?? [],
    salary: { salaryType: p?.salaryType ?? '010D', salary: p?.salary === null || p?.salary === undefined ? null : Number(p.salary) },
    alarmEmail: p?.alarmEmail ?? false,
    createdAt: user.createdAt.toISOString(),
  };
}
