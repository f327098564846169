import 'server-only';
import { createCipheriv, createDecipheriv } from 'node:crypto';

// AES-128-ECB with PKCS7 padding and the secret's 16 UTF-8 bytes as key: byte for byte what
// crypto-js (the browser) and AJ-Captcha's Java AESUtil produce.
function keyOf(secretKey: string): Buffer {
  const key = Buffer.from(secretKey, 'utf8');
  if (key.length !== 16) throw new Error('AES key must be 16 bytes');
  return key;
}

export function aesEcbEncrypt(plaintext: string, secretKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', keyOf(secretKey), null);
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

/** Throws on a ciphertext that is not valid Base64 of whole blocks or has a bad padding. */
export function aesEcbDecrypt(ciphertext: string, secretKey: string): string {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertext)) throw new Error('not Base64');
  const decipher = createDecipheriv('aes-128-ecb', keyOf(secretKey), null);
  const plain = Buffer.concat([decipher.update(ciphertext, 'base64'), decipher.final()]);
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}
