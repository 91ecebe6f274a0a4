/**
 * A tel: address from a phone number as editors write it ("010-123 45 67", "+46 70 123 45 67"):
 * digits only, a leading plus kept, so every phone dials it.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
