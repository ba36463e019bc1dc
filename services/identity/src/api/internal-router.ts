import { Router } from 'express';
import type { SigningKey } from '../domain/tokens/signing-key';

/** Service-to-service routes (never forwarded by the gateway): GET /internal/jwks. */
export function internalRouter(signingKey: SigningKey): Router {
  const router = Router();
  router.get('/jwks', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ keys: [signingKey.publicJwk] });
  });
  return router;
}
