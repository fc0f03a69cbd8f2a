// Security headers on every answer: what the app needs and nothing more.
import type { FastifyInstance } from 'fastify';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The receipt reader's text engine is WebAssembly; 'wasm-unsafe-eval' lets it compile, and allows no eval().
  "script-src 'self' 'wasm-unsafe-eval'",
  // cropperjs and flatpickr set inline styles; no script can be injected through style-src.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: mediastream:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    // The daily call report stamps a call with the phone's location (issue 27): this origin only.
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self)');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    return payload;
  });
}
