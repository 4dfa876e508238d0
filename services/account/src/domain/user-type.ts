import type { UserType } from '@phjobs/contracts/codes';
import type { UserType as DbUserType } from '../generated/prisma/enums.ts';

/** The database enum spells master.company as master_company in TypeScript (the column holds 'master.company'). */
export const toUserType = (value: DbUserType): UserType => (value === 'master_company' ? 'master.company' : value);
export const toDbUserType = (value: UserType): DbUserType => (value === 'master.company' ? 'master_company' : value);
