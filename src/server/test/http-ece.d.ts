/** Types of http_ece (RFC 8188 encrypted content), which the push tests use to decrypt what a device receives. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  const ece: {
    /** Decrypts an aes128gcm body with the receiver's ECDH key and auth secret (base64url). */
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
  };
  export default ece;
}
