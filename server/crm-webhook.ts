import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The CRM webhook's signature (docs/leads.md): HMAC-SHA256, keyed with the site's secret, over
 * "<timestamp>.<body>", sent as `Sitegen-Signature: t=<unix seconds>,v1=<hex>`. The timestamp
 * inside what is signed lets a receiver refuse an old request replayed; the body's exact bytes
 * are signed, so the receiver checks them before parsing.
 */
export const SIGNATURE_HEADER = 'sitegen-signature';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How old a signed request a receiver should still take (verifyWebhook's default). */
export const SIGNATURE_TOLERANCE_S = 300;

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What a receiver does (and the tests do): the header's timestamp within `toleranceS` of now, and
 * one of its v1 signatures equal, compared in constant time, to the body's.
 */
export function verifyWebhook(secret: string, header: string | undefined, body: string, now = Date.now(), toleranceS = SIGNATURE_TOLERANCE_S): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceS) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body).split('v1=')[1]!, 'hex');
  return parts.filter(([k]) => k === 'v1').some(([, v]) => {
    const given = Buffer.from(v ?? '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** A failed call, and whether trying again later may help. */
export class DeliveryError extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
  }
}

/**
 * POSTs the body, signed, with its idempotency key. A 2xx is delivered. A 3xx, or a 4xx other than
 * 408, 409, 425 and 429, says the request itself is refused: permanent (dead, shown for a person to look
 * at); anything else (5xx, a timeout, no connection) is tried again later.
 */
export async function postWebhook(url: string, secret: string, key: string, body: string, timeoutMs: number, now = Date.now()): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', 'user-agent': 'sitegen-leads/1', [IDEMPOTENCY_HEADER]: key, [SIGNATURE_HEADER]: signWebhook(secret, Math.floor(now / 1000), body) },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : cause?.code ?? cause?.message ?? (error as Error).message;
    throw new DeliveryError(`CRM webhook ${url}: ${why}`, false);
  }
  const text = (await response.text().catch(() => '')).slice(0, 300);
  if (response.status >= 200 && response.status < 300) return;
  // A redirect is not followed (the signed body is for this URL): the setting needs the final one.
  const retryable = response.status >= 500 || [408, 409, 425, 429].includes(response.status);
  const hint = response.status >= 300 && response.status < 400 ? ` (a redirect to ${response.headers.get('location') ?? 'elsewhere'}: set crmWebhookUrl to the final URL)` : '';
  throw new DeliveryError(`CRM webhook ${url} answered ${response.status}${hint}${text ? `: ${text}` : ''}`, !retryable);
}
