import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { decodedPath } from './paths';

/**
 * Browser security headers on every answer (helmet), with a Content-Security-Policy that fits this app:
 * scripts only from the app's own files (nothing inline, nothing injected, no eval); styles may be inline because
 * antd writes its CSS-in-JS into <style> at run time; images also from data:/blob: (captcha, previews) and any http(s)
 * address (an avatar may be a URL); frames from any http(s) address, as menus open external pages in /myiframe; the
 * app itself may be framed only by itself. HSTS is left to the TLS terminator (see README, deployment).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'https:', 'http:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

export async function installSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Menus may open pages of other sites in a frame or a window; those sites do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    // Links must not carry the app's addresses (with their query, such as download tickets) to other sites.
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: false,
  });
  // API answers are per user and change with every write: no browser or proxy may keep them. Downloads that may be
  // cached (public avatars) say so themselves.
  app.addHook('onSend', async (req, reply, payload) => {
    if (!reply.hasHeader('cache-control') && decodedPath(req.url).startsWith('/api/')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
