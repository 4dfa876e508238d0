import type { TalentCountResponse } from '@phjobs/contracts/talent';
import type { Router } from 'express';
import type { TalentDb } from '../db.ts';
import { countTalents } from '../domain/count-talents.ts';

export function talentRoutes(router: Router, { db }: { db: TalentDb }): void {
  /** Public: the talent home counters (links to /talent/all and /talent/today). */
  router.get('/api/talent/count', async (_req, res) => {
    const body: TalentCountResponse = await countTalents(db);
    res.json(body);
  });
}
