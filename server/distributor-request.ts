import { DistributorDataSchema, type DistributorData } from '../src/contract/schemas.js';
import { ApiError, ORDER_NAMES } from './content-store.js';
import { parseRequest } from './parse-request.js';

/** A list of ids (`get`, `exclude`, a distributor's `fixed`) holds at most this many. */
export const MAX_IDS = 200;
/** A distributor asks for at most this many items and sources (the builder asks for far fewer). */
const MAX_DISTRIBUTOR_ITEMS = 500;
export const MAX_DISTRIBUTOR_SOURCES = 20;

/**
 * A distributor's body as POST /site/{site}/distributor takes it (spec 7): the contract's shape,
 * an order the API knows, bounded counts. Editors' saves check a page's distributors through
 * this same function, so a save is refused in the words the build would meet.
 */
export function parseDistributorBody(body: unknown): DistributorData {
  const data = parseRequest(DistributorDataSchema, body, 'distributor body');
  if (data.order !== undefined && !(ORDER_NAMES as string[]).includes(data.order)) {
    throw new ApiError(400, 'BAD_REQUEST', `Invalid distributor body: order: expected one of ${ORDER_NAMES.join(', ')}.`);
  }
  if ((data.quantity ?? 0) > MAX_DISTRIBUTOR_ITEMS || data.sources.length > MAX_DISTRIBUTOR_SOURCES || data.fixed.length > MAX_IDS) {
    throw new ApiError(400, 'BAD_REQUEST', `Invalid distributor body: at most ${MAX_DISTRIBUTOR_ITEMS} items (quantity), ${MAX_DISTRIBUTOR_SOURCES} sources and ${MAX_IDS} fixed ids.`);
  }
  return data;
}
