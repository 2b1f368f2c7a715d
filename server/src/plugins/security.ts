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
 * `publicUrl`: the site's https address (PUBLIC_URL) also sends HSTS on every answer. `imageOrigins`:
 * other origins pages may show images from (the avatar service, AVATAR_URL, when configured).
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl?: string, imageOrigins: readonly string[] = []): Promise<void> {
  const httpsSite = publicUrl?.startsWith('https:') === true;
  const directives = { ...CONTENT_SECURITY_POLICY, imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, ...imageOrigins] };
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
