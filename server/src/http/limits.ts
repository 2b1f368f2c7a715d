/**
 * The largest request body the server reads (Fastify's `bodyLimit`, its default of 1 MiB made
 * explicit): the proxy's `client_max_body_size` is rendered from it (deploy/nginx), so that a body
 * the server would refuse is refused at the proxy with the same limit, and one it accepts passes.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;
