// The 400-style body a pure server function throws (an ApiError), or 'no error': for the storage
// unit tests, which call the parsers directly instead of through the API.
import { ApiError } from '../../../server/errors.ts';

export function errorOf(fn: () => unknown): unknown {
  try {
    fn();
    return 'no error';
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, errors: error.errors };
    throw error;
  }
}

/** The same for a call that settles later (a store's write, a reference check). */
export async function settledErrorOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
    return 'no error';
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, errors: error.errors };
    throw error;
  }
}
