import { decryptPushBody } from '@central/sandbox';
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPayload, InvalidSubscriptionKeysError, MAX_PLAINTEXT_BYTES } from './encrypt';

/** RFC 8291 §5, "Push Message Encryption Example". */
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};
const b64 = (value: string) => Buffer.from(value, 'base64url');

function browser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscriptionKeys: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
    receiverKeys: { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), authSecret },
  };
}

describe('RFC 8291 aes128gcm encryption', () => {
  it('reproduces the worked example of RFC 8291 section 5 byte for byte', () => {
    const body = encryptPayload({ p256dh: RFC.uaPublic, auth: RFC.authSecret }, Buffer.from(RFC.plaintext), {
      salt: b64(RFC.salt),
      senderPrivateKey: b64(RFC.asPrivate),
    });
    expect(body.toString('base64url')).toBe(RFC.body);
  });

  it('is opened by an independent receiver (the sandbox user agent), including the RFC example', () => {
    const { subscriptionKeys, receiverKeys } = browser();
    const message = JSON.stringify({ title: 'Fatura vence amanhã', body: 'R$ 99,90 — toque para pagar' });
    expect(decryptPushBody(encryptPayload(subscriptionKeys, Buffer.from(message)), receiverKeys).toString()).toBe(message);
    const rfcReceiver = { privateKey: b64(RFC.uaPrivate), publicKey: b64(RFC.uaPublic), authSecret: b64(RFC.authSecret) };
    expect(decryptPushBody(b64(RFC.body), rfcReceiver).toString()).toBe(RFC.plaintext);
  });

  it('writes the RFC 8188 header (rs 4096, idlen 65) and adds exactly 103 bytes', () => {
    const { subscriptionKeys } = browser();
    const body = encryptPayload(subscriptionKeys, Buffer.alloc(98, 'a'));
    expect(body.length).toBe(201);
    expect(body.readUInt32BE(16)).toBe(4096);
    expect(body[20]).toBe(65);
    expect(body[21]).toBe(4);
    const largest = encryptPayload(subscriptionKeys, Buffer.alloc(MAX_PLAINTEXT_BYTES));
    expect(largest.length).toBe(4096);
  });

  it('uses a fresh salt and ephemeral key for every message', () => {
    const { subscriptionKeys } = browser();
    const first = encryptPayload(subscriptionKeys, Buffer.from('x'));
    const second = encryptPayload(subscriptionKeys, Buffer.from('x'));
    expect(first.subarray(0, 16).equals(second.subarray(0, 16))).toBe(false);
    expect(first.subarray(21, 86).equals(second.subarray(21, 86))).toBe(false);
  });

  it('refuses subscription keys that are not a P-256 point and a 16-byte secret', () => {
    const { subscriptionKeys } = browser();
    const payload = Buffer.from('x');
    expect(() => encryptPayload({ ...subscriptionKeys, auth: randomBytes(15).toString('base64url') }, payload)).toThrow(
      InvalidSubscriptionKeysError,
    );
    expect(() => encryptPayload({ ...subscriptionKeys, p256dh: randomBytes(65).toString('base64url') }, payload)).toThrow(
      InvalidSubscriptionKeysError,
    );
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    expect(() => encryptPayload({ ...subscriptionKeys, p256dh: offCurve }, payload)).toThrow(InvalidSubscriptionKeysError);
  });
});
