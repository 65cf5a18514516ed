import { readFileSync } from 'node:fs';

/**
 * A self-signed P-256 certificate for 127.0.0.1 and localhost, valid until 2126, made once with
 *   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500 \
 *     -subj "/CN=Central push sandbox" -addext "subjectAltName=IP:127.0.0.1,DNS:localhost"
 * because Node 20's crypto can read X.509 certificates but not create them. Its key is public: sandbox use only.
 * Clients trust it by adding `cert` to their CA list; nobody needs to turn verification off.
 */
export function pushSandboxCertificate(): { cert: string; key: string } {
  return {
    cert: readFileSync(new URL('./test-cert/cert.pem', import.meta.url), 'utf8'),
    key: readFileSync(new URL('./test-cert/key.pem', import.meta.url), 'utf8'),
  };
}
