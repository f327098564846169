import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { parseTrustedProxies, resolveClientIp } from '@/lib/client-ip';
import { env } from '@/server/env';

/**
 * Carries the socket's remote address to route handlers, which Next.js does not expose
 * (NextRequest has no `ip`, and Next fills X-Forwarded-For with the socket address only when
 * the client sent none). Stamped by the Node HTTP server hook below, replacing any value a
 * client sent, so it cannot be forged.
 */
export const PEER_HEADER = 'x-mall-peer';
/** The peer assumed when no stamp is present: the request did not come through our server. */
const UNSTAMPED_PEER = '127.0.0.1';

const trusted = parseTrustedProxies(env.TRUSTED_PROXIES);

interface RequestStart {
  request: IncomingMessage;
  socket: Socket;
}

let installed = false;

/**
 * Stamps every incoming request with its socket's address, through Node's documented
 * `http.server.request.start` diagnostics channel, published before the server's 'request'
 * event. Called once at start (instrumentation.ts).
 */
export function stampPeerAddresses(): void {
  if (installed) return;
  installed = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    request.headers[PEER_HEADER] = socket.remoteAddress ?? '';
  });
}

/** The client's address: see lib/client-ip for how TRUSTED_PROXIES is applied. */
export function clientIp(req: Request): string {
  return resolveClientIp({
    peer: req.headers.get(PEER_HEADER) || UNSTAMPED_PEER,
    forwardedFor: req.headers.get('x-forwarded-for'),
    trusted,
  });
}
