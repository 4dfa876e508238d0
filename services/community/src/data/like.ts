/** A keyword for Prisma's `contains`: its `%`, `_` and `\` match themselves (PostgreSQL LIKE escapes with `\`). */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
