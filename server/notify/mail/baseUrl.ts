import type { FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { isHttps } from '../../platform/http.ts';

/**
 * The address links in mails point at: PUBLIC_URL when set, else the site's own domain with the
 * request's port. Only the port's digits come from the Host header, so a forged Host can never
 * send a reset link to another server.
 */
export function siteBaseUrl(request: FastifyRequest, config: Config): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const port = /:(\d{1,5})$/.exec(request.headers.host ?? '')?.[1];
  const scheme = isHttps(request, config.PUBLIC_URL) ? 'https' : 'http';
  return `${scheme}://${request.site.domain}${port ? `:${port}` : ''}`;
}
