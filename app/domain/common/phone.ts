/** A tel: link for a North American number written any common way. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return `tel:+1${national}`;
}

/** A mailto: link with a subject line already filled in. */
export function mailtoHref(email: string, subject: string, body?: string): string {
  const params = new URLSearchParams({ subject });
  if (body) params.set("body", body);
  // URLSearchParams writes spaces as "+", which mail apps show literally.
  return `mailto:${email}?${params.toString().replace(/\+/g, "%20")}`;
}
