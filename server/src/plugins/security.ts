/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy without inline
 * scripts (the WASM engine needs 'wasm-unsafe-eval'; workers are same-origin files), `nosniff`,
 * no framing, a referrer policy; HSTS only on an answer that went out over https (directly, or
 * behind a proxy trusted with TRUST_PROXY), since a browser must never be told to insist on https
 * for a site served over plain http.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Not on plain http: the browser would ask for every resource over https.
  upgradeInsecureRequests: null,
} as const;

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The CSP with the ad provider's origins (ads-config.ts) in its script, frame, image and connect
 * sources; without a provider, the site's own origin only.
 */
export function contentSecurityPolicy(adOrigins: readonly string[] = []) {
  if (adOrigins.length === 0) return CONTENT_SECURITY_POLICY;
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...adOrigins],
    frameSrc: ["'self'", ...adOrigins],
    imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, ...adOrigins],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...adOrigins],
  };
}

/**
 * `publicUrl`: the site's https address (PUBLIC_URL) also sends HSTS on every answer. `adOrigins`:
 * the configured ad provider's origins, allowed by the CSP only then. `imageOrigins`: other origins
 * pages may show images from (the avatar service, AVATAR_URL, when configured).
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl?: string, adOrigins: readonly string[] = [], imageOrigins: readonly string[] = []): Promise<void> {
  const httpsSite = publicUrl?.startsWith('https:') === true;
  const withAds = contentSecurityPolicy(adOrigins);
  const directives = { ...withAds, imgSrc: [...withAds.imgSrc, ...imageOrigins] };
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  app.addHook('onSend', async (request, reply: FastifyReply) => {
    if (httpsSite || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
