/** The statuses of a job ad (code group 012). */

/** Ongoing: the public lists show it and it takes applications. A literal in the SQL, so that partial indexes apply. */
export const ONGOING = '012C';
/** Ended: still known (an application to it is refused with 409, not 404). */
export const ENDED = '012D';
