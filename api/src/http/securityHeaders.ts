import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import { PAGE_START_SCRIPT_SOURCE } from '../../../web-static/pageStart.ts';

/** The click-to-play video player's origin (no-cookie YouTube): the one third party a page frames. */
const VIDEO_PLAYER = '"https://www.youtube-nocookie.com"';

/**
 * Browser features, allowed where the site uses them and denied everywhere else. "Near me" asks
 * for the position (geolocation, this site only); the video player asks for what its frame's
 * `allow` lists (VideoFacade.tsx), delegated to the player's origin alone. Only features Chromium
 * knows are named: an unknown one (`bluetooth`, say) is a warning in every page's console.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  ...['accelerometer', 'autoplay', 'encrypted-media', 'fullscreen', 'gyroscope', 'picture-in-picture'].map(
    (feature) => `${feature}=(self ${VIDEO_PLAYER})`,
  ),
  ...[
    'camera',
    'microphone',
    'display-capture',
    'magnetometer',
    'midi',
    'payment',
    'usb',
    'serial',
    'hid',
    'idle-detection',
    'screen-wake-lock',
    'xr-spatial-tracking',
    'publickey-credentials-get',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** The Content Security Policy of every answer (uploads replace it with a stricter one of their own). */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Built scripts, and the pages' one inline start script by its hash.
  scriptSrc: ["'self'", PAGE_START_SCRIPT_SOURCE],
  connectSrc: ["'self'"],
  // The project videos' click-to-play player (no-cookie YouTube), nothing else.
  frameSrc: ['https://www.youtube-nocookie.com'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
};

const helmetWith = (upgradeInsecureRequests: boolean): Middleware =>
  helmet({
    contentSecurityPolicy: {
      directives: { ...CSP_DIRECTIVES, upgradeInsecureRequests: upgradeInsecureRequests ? [] : null },
    },
    strictTransportSecurity: false,
    // Set by the admin console on its page (a staff session), not on the public pages: they hold
    // nothing another window could use, and with it Chrome starts every visit from a blank tab in a
    // new renderer process (a browsing context group switch), which slowed the first load measurably.
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

/**
 * CSP, Permissions-Policy, HSTS and helmet's other headers. What depends on HTTPS is sent only
 * behind it (the site's PUBLIC_ORIGIN is https, or the request came over HTTPS as `ctx.secure`
 * reads it, see trustedProxies.ts): over plain HTTP, `upgrade-insecure-requests` would send every
 * picture and script to an https:// address nobody answers, and HSTS means nothing.
 */
export function securityHeaders(options: { publicOrigin?: string | undefined }): Middleware {
  const overHttps = helmetWith(true);
  const overHttp = helmetWith(false);
  const siteIsHttps = options.publicOrigin?.startsWith('https://') ?? false;
  return async (ctx, next) => {
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await (siteIsHttps || ctx.secure ? overHttps : overHttp)(ctx, next);
  };
}
