/**
 * How PawType starts Debian's Chromium everywhere (browser tests, screenshots, benchmarks): as root,
 * with no network but loopback, so no sandbox, GPU, QUIC or background traffic.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
