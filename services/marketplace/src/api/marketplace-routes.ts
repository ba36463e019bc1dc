import { Router } from 'express';
import { MARKETPLACE_ROUTES } from '@campusloop/contracts';
import { mountRoute } from '@campusloop/service-kit';
import { createListing } from '../domain/create-listing';
import { deleteListing } from '../domain/delete-listing';
import { getListing } from '../domain/get-listing';
import { listCampusListings, listMyListings } from '../domain/list-listings';
import type { MarketplaceContext } from '../domain/marketplace-context';
import { setListingSold } from '../domain/set-listing-sold';
import { updateListing } from '../domain/update-listing';

/** Spec §7 Marketplace (listings; the Q&A routes are the discussion kit's): validated by their contracts. */
export function marketplaceRoutes(ctx: MarketplaceContext): Router {
  const router = Router();

  mountRoute(router, MARKETPLACE_ROUTES.listCampusListings, ({ params, query }, req) =>
    listCampusListings(ctx, req.user, params.universityId, query),
  );
  mountRoute(router, MARKETPLACE_ROUTES.listMyListings, ({ query }, req) =>
    listMyListings(ctx, req.user, query),
  );
  mountRoute(router, MARKETPLACE_ROUTES.createListing, async ({ params, body }, req, res) => {
    const listing = await createListing(ctx, req.user, params.universityId, body);
    res.status(201);
    return listing;
  });
  mountRoute(router, MARKETPLACE_ROUTES.getListing, ({ params }, req) =>
    getListing(ctx, req.user, params.universityId, params.listingId),
  );
  mountRoute(router, MARKETPLACE_ROUTES.updateListing, ({ params, body }, req) =>
    updateListing(ctx, req.user, params.universityId, params.listingId, body),
  );
  mountRoute(router, MARKETPLACE_ROUTES.deleteListing, async ({ params }, req, res) => {
    await deleteListing(ctx, req.user, params.universityId, params.listingId);
    res.status(204).end();
  });
  mountRoute(router, MARKETPLACE_ROUTES.setListingSold, ({ params, query }, req) =>
    setListingSold(ctx, req.user, params.universityId, params.listingId, query.sold),
  );
  return router;
}
