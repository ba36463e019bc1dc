import { Router } from 'express';
import { COMMUNITIES_ROUTES } from '@campusloop/contracts';
import { mountRoute, requireUser } from '@campusloop/service-kit';
import { createItem } from '../domain/create-item';
import { deleteItem } from '../domain/delete-item';
import { listItems } from '../domain/list-items';
import type { CommunitiesContext } from '../domain/communities-context';

/** Every route of COMMUNITIES_ROUTES (libs/contracts), validated by its contract: list, create, delete. */
export function communitiesRoutes(ctx: CommunitiesContext): Router {
  const router = Router();

  mountRoute(router, COMMUNITIES_ROUTES.listItems, ({ query }, req) =>
    listItems(ctx, req.user?.id, query.size),
  );
  mountRoute(router, COMMUNITIES_ROUTES.createItem, async ({ body }, req, res) => {
    const item = await createItem(ctx, requireUser(req), body);
    res.status(201);
    return item;
  });
  mountRoute(router, COMMUNITIES_ROUTES.deleteItem, async ({ params }, req, res) => {
    await deleteItem(ctx, requireUser(req), params.itemId);
    res.status(204).end();
  });
  return router;
}
