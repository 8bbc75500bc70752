/** The longest address email allows (RFC 5321): every form, API and the outbox refuse longer. */
export const EMAIL_MAX = 254;
