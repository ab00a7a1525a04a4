// A throwaway self-signed certificate for 127.0.0.1 and localhost, valid two days, made with openssl (Node can
// make keys but not certificates): for the servers the tests and benchmarks run over TLS (scripts/serve-nginx.mjs
// --tls, scripts/serve-h2.mjs). An ECDSA P-256 key, the kind certbot issues by default. Clients are told to
// accept it (Chromium: ignoreHTTPSErrors / --ignore-certificate-errors; Node: `ca` or rejectUnauthorized).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const OPENSSL = process.env.OPENSSL_PATH || 'openssl';

/** Whether openssl can be run. */
export function hasOpenssl() {
  try {
    execFileSync(OPENSSL, ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Writes cert.pem and key.pem into `dir`; returns their paths and contents. */
export function selfSignedCert(dir) {
  if (!hasOpenssl()) {
    throw new Error('openssl is needed for the throwaway certificate of a TLS test server: apt-get install openssl');
  }
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(OPENSSL, ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile],
  { stdio: 'ignore' });
  return { certFile, keyFile, cert: readFileSync(certFile), key: readFileSync(keyFile) };
}
