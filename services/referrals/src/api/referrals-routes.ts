import { Router } from 'express';
import { REFERRALS_ROUTES } from '@campusloop/contracts';
import { mountRoute, requireUser } from '@campusloop/service-kit';
import { createItem } from '../domain/create-item';
import { deleteItem } from '../domain/delete-item';
import { listItems } from '../domain/list-items';
import type { ReferralsContext } from '../domain/referrals-context';

/** Every route of REFERRALS_ROUTES (libs/contracts), validated by its contract: list, create, delete. */
export function referralsRoutes(ctx: ReferralsContext): Router {
  const router = Router();

  mountRoute(router, REFERRALS_ROUTES.listItems, ({ query }, req) =>
    listItems(ctx, req.user?.id, query.size),
  );
  mountRoute(router, REFERRALS_ROUTES.createItem, async ({ body }, req, res) => {
    const item = await createItem(ctx, requireUser(req), body);
    res.status(201);
    return item;
  });
  mountRoute(router, REFERRALS_ROUTES.deleteItem, async ({ params }, req, res) => {
    await deleteItem(ctx, requireUser(req), params.itemId);
    res.status(204).end();
  });
  return router;
}
